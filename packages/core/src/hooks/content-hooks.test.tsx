import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { initApi } from '../api/api-context.js';
import { initI18n } from '../i18n/init-i18n.js';
import { bundledDictionary } from '../testing/bundled-dictionaries.js';
import { envelope, fakeBackend, type RecordedRequest } from '../testing/fake-backend.js';
import { resetStores } from '../testing/reset-stores.js';
import { TestProviders } from '../testing/test-providers.js';
import { testTenant } from '../testing/test-tenant.js';
import { useAnnouncements, useRankList } from './content-hooks.js';

const tenant = testTenant();

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
  await initI18n(tenant, { resources: { VI: bundledDictionary('VI') } });
});

describe('useRankList', () => {
  it('answers the wins of list[].vo and asks in the current language', async () => {
    answers['/wps/relay/GCSGAME_getRankList'] = {
      list: [
        {
          vo: {
            gameName: 'Mahjong Ways',
            customerName: 'mi***8',
            winAmount: 125000,
            iconUrl: '/g/m.png',
            nodeId: 11,
          },
        },
      ],
    };
    const { result } = renderHook(() => useRankList({ limitNum: 50 }), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data).toEqual([
      {
        gameName: 'Mahjong Ways',
        customerName: 'mi***8',
        winAmount: 125000,
        iconUrl: '/g/m.png',
        nodeId: 11,
      },
    ]);
    expect(requests[0]?.params).toEqual({ limitNum: 50, language: 'VI' });
  });
});

describe('useAnnouncements', () => {
  it('answers the announcements grouped by kind', async () => {
    answers['/wps/relay/MCSFE_getListAnnouncements'] = {
      banners: [
        {
          bannerId: 1,
          groupName: 'w_home',
          url: '/b.jpg',
          linkageType: 'NONE',
          externalLink: null,
        },
      ],
      player: [],
      promotion: [
        {
          id: 2,
          title: 'Rebate',
          content: '',
          announcementImages: [{ imageUrl: '/p.jpg' }],
          linkageType: 'PROMOTION',
          linkage: '9',
        },
      ],
    };
    const { result } = renderHook(() => useAnnouncements('B,PR'), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.banners.map((b) => b.bannerId)).toEqual([1]);
    expect(result.current.data?.promotion[0]?.announcementImages).toEqual([{ imageUrl: '/p.jpg' }]);
    expect(result.current.data?.popup).toEqual([]);
    expect(requests[0]?.params).toEqual({ types: 'B,PR', platform: 'W' });
  });
});
