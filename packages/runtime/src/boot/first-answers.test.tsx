import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FirstAnswers } from '@wl/core';
import { demoTenant, renderApp } from '../test-support/render-app.js';

/** What the site server inlines for /rng (docs/performance.md#what-was-done-for-the-first-view). */
const answers = (language: string): FirstAnswers => ({
  language,
  answers: {
    'system.status': { status: 0, maintenanceEnd: null, ip: '203.0.113.7' },
    'system.whitelabel': [{ modId: 'GAMELO3', enabled: '1' }],
    'system.permission': {
      imageCDNs: ['https://img-a.example.com', 'https://img-b.example.com'],
      analytics: { gtagId: null },
    },
  },
  calls: [
    {
      id: 'games.list',
      query: { gameType: 'RNG', pageNo: 1, pageSize: 24, merchant: 'DEMO01' },
      value: {
        games: [
          {
            nodeId: 7,
            gameCode: 'KOI',
            gameName: 'Lucky Koi',
            gameType: 'RNG',
            icon: 'games/koi.png',
          },
        ],
        totalPages: 1,
        totalCount: 1,
      },
    },
  ],
  imageCdn: 'https://img-b.example.com',
  perVisitor: ['system.status'],
});

const START_UP_CALLS = [
  '/wps/system/whitelabel',
  '/wps/system/permission',
  '/wps/relay/GCSGAME_gameList',
];

describe("start-up from the server's first answers", () => {
  it('draws the game list at once from them, with the image host the server preloaded from, asking for none', async () => {
    const tenant = demoTenant({ merchantCode: 'DEMO01', modules: { REG3: true, GAMELO3: true } });
    const { apiPaths } = await renderApp({ path: '/rng', tenant, firstAnswers: answers('VI') });
    expect(document.querySelector('[data-loader="branded"]')).toBeNull();
    const image = await screen.findByRole('img', { name: 'Lucky Koi' });
    expect(image.getAttribute('src')).toBe('https://img-b.example.com/games/koi.png');
    for (const call of START_UP_CALLS) expect(apiPaths).not.toContain(call);
    // the status, which the server marks as the visitor's own, is asked again, once
    await waitFor(() =>
      expect(apiPaths.filter((path) => path === '/wps/system/status')).toHaveLength(1),
    );
  });

  it("asks again at once exactly the answers the server marks as the visitor's own", async () => {
    const tenant = demoTenant({ merchantCode: 'DEMO01', modules: { REG3: true, GAMELO3: true } });
    const { apiPaths } = await renderApp({
      path: '/rng',
      tenant,
      firstAnswers: { ...answers('VI'), perVisitor: ['system.permission'] },
    });
    await screen.findByRole('img', { name: 'Lucky Koi' });
    await waitFor(() => expect(apiPaths).toContain('/wps/system/permission'));
    expect(apiPaths).not.toContain('/wps/system/status');
    expect(apiPaths).not.toContain('/wps/system/whitelabel');
  });

  it('are not used in another language than the app starts in: the app asks itself', async () => {
    const tenant = demoTenant({ merchantCode: 'DEMO01', modules: { REG3: true, GAMELO3: true } });
    const { apiPaths } = await renderApp({ path: '/rng', tenant, firstAnswers: answers('EN') });
    expect(document.querySelector('[data-loader="branded"]')).not.toBeNull();
    await waitFor(() => expect(apiPaths).toContain('/wps/system/status'));
  });

  it("with a session, draws from the system answers at once and asks them again with it; a section's answer is the member's own", async () => {
    const tenant = demoTenant({ merchantCode: 'DEMO01', modules: { REG3: true, GAMELO3: true } });
    const { apiPaths } = await renderApp({
      path: '/rng',
      tenant,
      token: 'member-token',
      firstAnswers: answers('VI'),
    });
    // No loader waiting for the status: the first render has it.
    expect(document.querySelector('[data-loader="branded"]')).toBeNull();
    for (const call of ['/wps/system/status', '/wps/system/whitelabel', '/wps/system/permission'])
      await waitFor(() => expect(apiPaths.filter((path) => path === call)).toHaveLength(1));
    // The game list was asked by the server without a session: the member's is asked.
    await waitFor(() => expect(apiPaths).toContain('/wps/relay/GCSGAME_gameList'));
  });
});
