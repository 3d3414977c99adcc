import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ValueOf } from '@wl/api';
import { beforeEach, describe, expect, it } from 'vitest';
import { initApi } from '../api/api-context.js';
import { changeLanguage } from '../i18n/change-language.js';
import { initI18n } from '../i18n/init-i18n.js';
import { SESSION_KEYS } from '../session/session-keys.js';
import { useModulesStore } from '../stores/modules-store.js';
import { bundledDictionary } from '../testing/bundled-dictionaries.js';
import { envelope, fakeBackend, type RecordedRequest } from '../testing/fake-backend.js';
import { resetStores } from '../testing/reset-stores.js';
import { TestProviders } from '../testing/test-providers.js';
import { testTenant } from '../testing/test-tenant.js';
import { useGameMenus, useGameVendors, useHotGames, useLiveModels } from './games-hooks.js';

const tenant = testTenant({ modules: { GAMELOHOT3: true, CBS3: true } });

const MENUS: ValueOf<'games.menus'> = [
  {
    gameCategory: 'LOTT',
    vendors: [
      {
        vassalage: 'TCG_LOTTO_VN',
        displayName: 'VN Lottery',
        gameType: 'LOTT',
        smallIcon: null,
        isGame: 'GAME',
        gameCode: 'MB',
        maintenance: false,
      },
    ],
  },
  {
    gameCategory: 'RNG',
    vendors: [
      {
        vassalage: 'PG',
        displayName: 'PG Soft',
        gameType: 'RNG',
        smallIcon: null,
        isGame: 'VASSALAGE',
        gameCode: null,
        maintenance: false,
      },
    ],
  },
];

const hotGame = (gameName: string): ValueOf<'games.hot'>[number] => ({
  nodeId: 1,
  vassalage: 'PG',
  gameCode: 'PG_RNG_001',
  gameName,
  gameType: 'RNG',
  isGame: 'GAME',
  icon: null,
  maintenance: false,
});

let requests: RecordedRequest[];

/** A provider per mount: a second mount has an empty SWR cache, like a page reload. */
function wrapper() {
  return ({ children }: { children: ReactNode }) => (
    <TestProviders tenant={tenant}>{children}</TestProviders>
  );
}

const callsTo = (url: string) => requests.filter((r) => r.url === url);

beforeEach(async () => {
  resetStores();
  const fake = fakeBackend(
    {
      'games.menus': MENUS,
      'games.hot': (request, reply) => {
        const { language } = request.params as { language: string };
        return reply.value([hotGame(`Hot in ${language}`)]);
      },
      'live.models': [],
    },
    { otherwise: () => ({ data: envelope(null) }) },
  );
  requests = fake.requests;
  initApi(tenant, { adapter: fake.adapter });
  useModulesStore.getState().setFromWhitelabel(
    [
      { modId: 'GAMELOHOT3', enabled: '1' },
      { modId: 'CBS3', enabled: '1' },
    ],
    tenant.modules,
  );
  await initI18n(tenant, {
    resources: { VI: bundledDictionary('VI'), EN: bundledDictionary('EN') },
  });
});

describe('useGameMenus / useGameVendors', () => {
  it('caches the categories in session storage: a second mount makes no request', async () => {
    const first = renderHook(() => useGameMenus(), { wrapper: wrapper() });
    await waitFor(() => expect(first.result.current.data).toEqual(MENUS));
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEYS.gameVendor) ?? 'null')).toEqual(MENUS);
    first.unmount();

    const second = renderHook(() => useGameVendors('RNG'), { wrapper: wrapper() });
    await waitFor(() =>
      expect(second.result.current.vendors.map((v) => v.vassalage)).toEqual(['PG']),
    );
    expect(callsTo('/lgw/games/game_menus')).toHaveLength(1);
  });

  it('useGameVendors without a type lists every vendor in category order', async () => {
    const { result } = renderHook(() => useGameVendors(), { wrapper: wrapper() });
    await waitFor(() =>
      expect(result.current.vendors.map((v) => v.vassalage)).toEqual(['TCG_LOTTO_VN', 'PG']),
    );
  });
});

describe('useHotGames', () => {
  it('reads the session cache on a second mount, and refetches after a language change', async () => {
    const first = renderHook(() => useHotGames(), { wrapper: wrapper() });
    await waitFor(() => expect(first.result.current.data?.[0]?.gameName).toBe('Hot in VI'));
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEYS.hotGames) ?? 'null')).toMatchObject({
      language: 'VI',
    });
    first.unmount();

    const second = renderHook(() => useHotGames(), { wrapper: wrapper() });
    await waitFor(() => expect(second.result.current.data?.[0]?.gameName).toBe('Hot in VI'));
    expect(callsTo('/wps/relay/GCSGAME_hotGamesV2')).toHaveLength(1);

    await act(() => changeLanguage('EN'));
    await waitFor(() => expect(second.result.current.data?.[0]?.gameName).toBe('Hot in EN'));
    const calls = callsTo('/wps/relay/GCSGAME_hotGamesV2');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.params).toMatchObject({
      merchantCode: 'DEMO01',
      isPlatform: 2,
      platform: 'flash,html5-desktop',
      language: 'EN',
    });
  });

  it('does not trust a cache fetched in another language', async () => {
    sessionStorage.setItem(
      SESSION_KEYS.hotGames,
      JSON.stringify({ language: 'EN', games: [hotGame('Hot in EN')] }),
    );
    const { result } = renderHook(() => useHotGames(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.data?.[0]?.gameName).toBe('Hot in VI'));
    expect(callsTo('/wps/relay/GCSGAME_hotGamesV2')).toHaveLength(1);
  });
});

describe('useLiveModels', () => {
  it('asks for active, streaming hosts by default', async () => {
    const { result } = renderHook(() => useLiveModels(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.data).toEqual([]));
    expect(callsTo('/wps/relay/CBS_modelList')[0]?.params).toEqual({ active: 1, streaming: 1 });
  });
});
