import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { initApi } from '../api/api-context.js';
import { initI18n } from '../i18n/init-i18n.js';
import { useModulesStore } from '../stores/modules-store.js';
import { bundledDictionary } from '../testing/bundled-dictionaries.js';
import { envelope, fakeBackend, type RecordedRequest } from '../testing/fake-backend.js';
import { resetStores } from '../testing/reset-stores.js';
import { TestProviders } from '../testing/test-providers.js';
import { testTenant } from '../testing/test-tenant.js';
import { useGameList, useVendorGameMenu, useVendorLanes } from './games-hooks.js';

const tenant = testTenant({ modules: { GAMELO3: true } });

let requests: RecordedRequest[];
let answers: Record<string, unknown>;

function wrapper() {
  return ({ children }: { children: ReactNode }) => (
    <TestProviders tenant={tenant}>{children}</TestProviders>
  );
}

beforeEach(async () => {
  resetStores();
  answers = {};
  // Older and newer shapes alike: these tests feed the adapters what various backends send.
  const fake = fakeBackend(
    {},
    { otherwise: (request) => ({ data: envelope(answers[request.url] ?? null) }) },
  );
  requests = fake.requests;
  initApi(tenant, { adapter: fake.adapter });
  useModulesStore
    .getState()
    .setFromWhitelabel([{ modId: 'GAMELO3', enabled: '1' }], tenant.modules);
  await initI18n(tenant, { resources: { VI: bundledDictionary('VI') } });
});

describe('useVendorLanes', () => {
  it('answers the lanes as game categories, whichever lane shape the backend uses', async () => {
    answers['/wps/relay/GCSGAME_newGameVendor'] = {
      data: {
        lanes: [
          {
            gameType: 'LIVE',
            cards: [{ accountTypeName: 'AG', displayName: 'Asia Gaming', smallIcon: '/v/ag.png' }],
          },
        ],
      },
    };
    const { result } = renderHook(() => useVendorLanes(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data).toEqual([
      {
        gameCategory: 'LIVE',
        vendors: [
          {
            vassalage: 'AG',
            displayName: 'Asia Gaming',
            gameType: 'LIVE',
            smallIcon: '/v/ag.png',
            isGame: 'VASSALAGE',
            gameCode: null,
            maintenance: false,
          },
        ],
      },
    ]);
    expect(requests[0]?.params).toEqual({ merchantCode: tenant.merchantCode });
  });
});

describe('useGameList', () => {
  it("asks for the tenant's games of a type and answers the page", async () => {
    answers['/wps/relay/GCSGAME_gameList'] = {
      games: [{ nodeId: 5, defaultLanguage: 'Lucky Fish', defaultIcon: '/g/lf.png' }],
      totalPages: 4,
      totalCount: 61,
    };
    const { result } = renderHook(
      () => useGameList({ gameType: 'FISH', vassalage: 'JL', pageNo: 2, pageSize: 20 }),
      { wrapper: wrapper() },
    );
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data).toMatchObject({ totalPages: 4, totalCount: 61 });
    expect(result.current.data?.games[0]).toMatchObject({
      nodeId: 5,
      gameName: 'Lucky Fish',
      icon: '/g/lf.png',
      vassalage: 'JL',
      gameType: 'FISH',
    });
    expect(requests[0]?.params).toMatchObject({
      merchant: tenant.merchantCode,
      gameType: 'FISH',
      pageNo: 2,
    });
  });
});

describe('useVendorGameMenu', () => {
  it('answers each vendor’s games by type', async () => {
    answers['/wps/relay/GCSGAME_getVassGameType'] = {
      content: { RNG: { JL: [{ nodeId: 9, gameName: 'Super Ace' }] } },
    };
    const { result } = renderHook(() => useVendorGameMenu(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data).toEqual([
      {
        gameType: 'RNG',
        vassalage: 'JL',
        games: [expect.objectContaining({ nodeId: 9, gameName: 'Super Ace' })],
      },
    ]);
  });
});
