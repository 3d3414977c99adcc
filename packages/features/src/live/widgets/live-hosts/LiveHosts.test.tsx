import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveModelsValue } from '@wl/core';
import { useModalStore, useModulesStore } from '@wl/core';
import type { FakeAnswers, RecordedRequest } from '@wl/core/testing';
import { PageRenderer } from '@wl/widgets';
import { demoTenant } from '@wl/widgets/testing';
import { ALL_WIDGETS } from '../../../index.js';
import { renderFeature } from '../../../test-support/index.js';
import LiveHosts from './LiveHosts.js';

const hosts: LiveModelsValue = [
  {
    id: 101,
    name: 'Linh Chi',
    cover: '/tenant-assets/live/101.svg',
    background: '/img/101-bg.jpg',
    gameCode: 'EVO_LIVE_001',
    gameName: 'Speed Baccarat',
    streaming: true,
  },
  {
    id: 108,
    name: 'Kim Ngân',
    cover: null,
    background: '/tenant-assets/live/108-bg.webp',
    gameCode: 'WM_LIVE_002',
    gameName: 'Baccarat',
    streaming: true,
  },
  {
    id: 103,
    name: 'Mai Phương',
    cover: null,
    background: null,
    gameCode: null,
    gameName: null,
    streaming: true,
  },
];

const requests: RecordedRequest[] = [];
const tenant = demoTenant({
  modules: { CBS3: true },
  theme: { daisyTheme: 'dark', colors: { primary: '#d4af37' }, logo: 'logo.svg' },
});
const settings = { titleKey: 'sections.liveHosts', search: true, limit: 12 };

async function renderHosts(chat: FakeAnswers['live.chatLaunch'], token?: string) {
  await renderFeature(<LiveHosts settings={settings} sectionId="hosts" />, {
    language: 'EN',
    tenant,
    ...(token !== undefined ? { token } : {}),
    answers: {
      'live.models': (request, reply) => {
        requests.push(request);
        const { name } = request.params as { name?: string };
        return reply.value(hosts.filter((h) => !name || h.name.includes(name)));
      },
      ...(chat !== undefined ? { 'live.chatLaunch': chat } : {}),
    },
  });
  act(() => {
    useModulesStore.getState().setFromWhitelabel([{ modId: 'CBS3', enabled: '1' }], tenant.modules);
  });
}

afterEach(() => {
  requests.length = 0;
  vi.restoreAllMocks();
});

describe('LiveHosts', () => {
  it('lists the streaming hosts with cover, name and game, and finds them by name', async () => {
    await renderHosts(undefined);
    expect(screen.getByRole('heading', { level: 2, name: 'Live hosts' })).toBeDefined();
    const linh = await screen.findByRole('button', { name: 'Watch Linh Chi live' });
    expect(linh.parentElement?.textContent).toContain('Speed Baccarat');
    expect(linh.parentElement?.querySelector('img')?.getAttribute('src')).toContain(
      '/tenant-assets/live/101.svg',
    );
    expect(
      screen.getByRole('button', { name: 'Watch Mai Phương live' }).parentElement?.textContent,
    ).toContain('Chatting');
    // Without a cover, the stage picture behind the stream shows the host; without either, the
    // host's initial.
    expect(
      screen
        .getByRole('button', { name: 'Watch Kim Ngân live' })
        .parentElement?.querySelector('img')
        ?.getAttribute('src'),
    ).toContain('/tenant-assets/live/108-bg.webp');
    expect(
      screen
        .getByRole('button', { name: 'Watch Mai Phương live' })
        .parentElement?.querySelector('img'),
    ).toBeNull();
    expect(requests[0]?.params).toMatchObject({ active: 1, streaming: 1 });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a host by name' }), 'Mai');
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Watch Linh Chi live' })).toBeNull(),
    );
    expect(requests.at(-1)?.params).toMatchObject({ name: 'Mai' });
  });

  it("opens a signed-in player's chat at the answered chatUrl", async () => {
    const popup = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const chat = vi.fn<(request: RecordedRequest) => void>();
    await renderHosts((request, reply) => {
      chat(request);
      return reply.value({ chatUrl: 'https://chat.test/room/101' });
    }, 'tok');
    await userEvent.click(await screen.findByRole('button', { name: 'Watch Linh Chi live' }));
    await vi.waitFor(() => expect(popup.location.href).toBe('https://chat.test/room/101'));
    expect(chat.mock.calls[0]?.[0].params).toMatchObject({
      modelId: 101,
      lbg: '/img/101-bg.jpg',
      language: 'EN',
      b2c: 1,
      headerColor: '#d4af37',
      title: 'Linh Chi',
      template: 'v2',
    });
  });

  it('hides the loader and says nothing when the chat launch fails', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await renderHosts((_request, reply) => reply.failure('not.found'), 'tok');
    const card = await screen.findByRole('button', { name: 'Watch Linh Chi live' });
    await userEvent.click(card);
    await vi.waitFor(() => expect(card.getAttribute('aria-busy')).toBe('false'));
    expect(card.querySelector('[role="status"]')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(useModalStore.getState().stack).toEqual([]);
  });

  it('is not on a page where the live module is off, and asks for no host', async () => {
    const page = { sections: { hosts: { type: 'live-hosts', settings } }, order: ['hosts'] };
    const { apiPaths } = await renderFeature(<PageRenderer page={page} />, {
      language: 'EN',
      tenant: demoTenant({ modules: { CBS3: false } }),
      widgets: ALL_WIDGETS,
      answers: { 'live.models': hosts },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('[data-widget="live-hosts"]')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Live hosts' })).toBeNull();
    expect(apiPaths.some((path) => path.includes('CBS_modelList'))).toBe(false);
  });

  it('asks a visitor to sign in instead of opening a chat', async () => {
    await renderHosts(undefined);
    await userEvent.click(await screen.findByRole('button', { name: 'Watch Linh Chi live' }));
    expect(useModalStore.getState().stack.map((m) => m.id)).toEqual(['login']);
  });
});
