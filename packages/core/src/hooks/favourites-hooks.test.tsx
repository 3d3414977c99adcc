import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { GameRecord } from '@wl/api';
import { beforeEach, describe, expect, it } from 'vitest';
import { initApi } from '../api/api-context.js';
import { initI18n } from '../i18n/init-i18n.js';
import { useModulesStore } from '../stores/modules-store.js';
import { useSessionStore } from '../stores/session-store.js';
import { bundledDictionary } from '../testing/bundled-dictionaries.js';
import { fakeBackend, type RecordedRequest } from '../testing/fake-backend.js';
import { resetStores } from '../testing/reset-stores.js';
import { TestProviders } from '../testing/test-providers.js';
import { testTenant } from '../testing/test-tenant.js';
import { useFavouriteList, useFavourites } from './favourites-hooks.js';

const tenant = testTenant({ modules: { GAMELOFAV3: true } });

const game = (nodeId: number): GameRecord => ({
  nodeId,
  vassalage: 'PG',
  gameCode: `PG_${String(nodeId)}`,
  gameName: `Game ${String(nodeId)}`,
  gameType: 'RNG',
  isGame: 'GAME',
  icon: null,
  maintenance: false,
});

let favourites: number[];
let requests: RecordedRequest[];

function wrapper({ children }: { children: ReactNode }) {
  return <TestProviders tenant={tenant}>{children}</TestProviders>;
}

beforeEach(async () => {
  resetStores();
  favourites = [1001];
  const fake = fakeBackend({
    'games.favoriteIds': (_request, reply) => reply.value({ nodeIds: favourites }),
    'games.favoriteList': (_request, reply) =>
      reply.value({
        pageNum: 1,
        pageSize: 12,
        totalPages: favourites.length > 0 ? 1 : 0,
        totalElements: favourites.length,
        content: favourites.map(game),
      }),
    'games.addFavorite': (request, reply) => {
      favourites = [...favourites, (JSON.parse(String(request.data)) as { nodeId: number }).nodeId];
      return reply.value({ nodeIds: favourites });
    },
    'games.removeFavorite': (request, reply) => {
      const { nodeId } = request.params as { nodeId: number };
      favourites = favourites.filter((id) => id !== nodeId);
      return reply.value({ nodeIds: favourites });
    },
  });
  requests = fake.requests;
  initApi(tenant, { adapter: fake.adapter });
  useModulesStore
    .getState()
    .setFromWhitelabel([{ modId: 'GAMELOFAV3', enabled: '1' }], tenant.modules);
  await initI18n(tenant, { resources: { EN: bundledDictionary('EN') } });
});

describe('useFavourites', () => {
  it('asks nothing and offers nothing while signed out', () => {
    const { result } = renderHook(() => useFavourites(), { wrapper });
    expect(result.current.available).toBe(false);
    expect(requests).toHaveLength(0);
  });

  it('adds and removes a game, and every favourite list on screen follows', async () => {
    useSessionStore.getState().setSession('tok', { type: 0, firstTimeLogin: false });
    const { result } = renderHook(() => ({ fav: useFavourites(), list: useFavouriteList(1) }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.data?.games).toHaveLength(1));
    expect(result.current.fav.isFavourite(1001)).toBe(true);

    await act(() => result.current.fav.setFavourite(1002, true));
    expect(result.current.fav.isFavourite(1002)).toBe(true);
    await waitFor(() =>
      expect(result.current.list.data?.games.map((g) => g.nodeId)).toEqual([1001, 1002]),
    );

    await act(() => result.current.fav.setFavourite(1001, false));
    expect(result.current.fav.isFavourite(1001)).toBe(false);
    await waitFor(() =>
      expect(result.current.list.data?.games.map((g) => g.nodeId)).toEqual([1002]),
    );
    expect(result.current.list.data?.pageNum).toBe(1);
    const removal = requests.find((r) => r.endpoint === 'games.removeFavorite');
    expect(removal?.method).toBe('DELETE');
  });
});
