import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useModalStore, useModulesStore } from '@wl/core';
import { PageRenderer } from '@wl/widgets';
import { demoTenant } from '@wl/widgets/testing';
import { ALL_WIDGETS } from '../../../index.js';
import { renderFeature } from '../../../test-support/index.js';
import HotLiveStreams from './HotLiveStreams.js';

const settings = { titleKey: 'home.liveStreams.title', limit: 4 };
const tenant = demoTenant({ modules: { CBS3: true } });

const model = (id: number, name: string, streaming = true) => ({
  id,
  name,
  cover: `/images/live/${String(id)}.jpg`,
  background: `/images/live/${String(id)}-bg.jpg`,
  gameCode: 'EVO_1',
  gameName: 'Speed Baccarat',
  streaming,
});

/** The backend's whitelabel tree switches the live-stream module on. */
const liveModuleOn = () =>
  act(() => {
    useModulesStore.getState().setFromWhitelabel([{ modId: 'CBS3', enabled: '1' }], tenant.modules);
  });

const models = [model(101, 'Linh Chi'), model(102, 'Bảo Anh'), model(103, 'Off Air', false)];

/** The window a launch opens inside the click, before the chat's address is known. */
function fakeWindow() {
  const opened = { location: { href: '' }, close: vi.fn(), opener: {} };
  vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
  return opened;
}

afterEach(() => {
  vi.restoreAllMocks();
  useModalStore.getState().closeAll();
});

describe('HotLiveStreams', () => {
  it('shows the hosts streaming now, each as a button', async () => {
    await renderFeature(<HotLiveStreams settings={settings} sectionId="live" />, {
      language: 'EN',
      tenant,
      answers: { 'live.models': models },
    });
    liveModuleOn();
    expect(screen.getByRole('heading', { name: 'Hot live streams' })).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Watch Linh Chi live' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Watch Bảo Anh live' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Watch Off Air live' })).toBeNull();
  });

  it('keeps a host without a cover, shown by their stage picture', async () => {
    const result = await renderFeature(<HotLiveStreams settings={settings} sectionId="live" />, {
      language: 'EN',
      tenant,
      answers: {
        'live.models': [{ ...model(108, 'Kim Ngân'), cover: null }, model(101, 'Linh Chi')],
      },
    });
    liveModuleOn();
    await screen.findByRole('button', { name: 'Watch Kim Ngân live' });
    const pictures = [...result.container.querySelectorAll('img')].map((img) =>
      img.getAttribute('src'),
    );
    expect(pictures).toEqual(['/images/live/108-bg.jpg', '/images/live/101.jpg']);
  });

  it('asks a visitor to log in and launches nothing', async () => {
    const user = userEvent.setup();
    const result = await renderFeature(<HotLiveStreams settings={settings} sectionId="live" />, {
      language: 'EN',
      tenant,
      answers: {
        'live.models': models,
        'live.chatLaunch': { chatUrl: 'https://chat.example.com/1' },
      },
    });
    liveModuleOn();
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    await user.click(await screen.findByRole('button', { name: 'Watch Linh Chi live' }));
    expect(useModalStore.getState().stack.map((entry) => entry.id)).toEqual(['login']);
    expect(result.apiPaths.some((path) => path.includes('/chat/'))).toBe(false);
    expect(opened).not.toHaveBeenCalled();
  });

  it('opens the host’s chat view for a member with a token', async () => {
    const user = userEvent.setup();
    await renderFeature(<HotLiveStreams settings={settings} sectionId="live" />, {
      language: 'EN',
      tenant,
      token: 'member-token',
      answers: {
        'live.models': models,
        'live.chatLaunch': (request, reply) =>
          reply.value({
            chatUrl: `https://chat.example.com/room/${String((request.params as { modelId: number }).modelId)}`,
          }),
      },
    });
    liveModuleOn();
    const chat = fakeWindow();
    await user.click(await screen.findByRole('button', { name: 'Watch Bảo Anh live' }));
    await waitFor(() => expect(chat.location.href).toBe('https://chat.example.com/room/102'));
    expect(useModalStore.getState().stack).toEqual([]);
  });

  it('only stops waiting when the chat cannot be launched', async () => {
    const user = userEvent.setup();
    await renderFeature(<HotLiveStreams settings={settings} sectionId="live" />, {
      language: 'EN',
      tenant,
      token: 'member-token',
      answers: {
        'live.models': models,
        'live.chatLaunch': (_request, reply) => reply.failure('system busy'),
      },
    });
    liveModuleOn();
    const chat = fakeWindow();
    const host = await screen.findByRole('button', { name: 'Watch Linh Chi live' });
    await user.click(host);
    await waitFor(() => expect(chat.close).toHaveBeenCalled());
    expect(host.getAttribute('aria-busy')).toBe('false');
    expect(chat.location.href).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is not on a page while the backend has the live-stream module off, and asks for no host', async () => {
    const page = { sections: { live: { type: 'hot-live-streams', settings } }, order: ['live'] };
    const { apiPaths } = await renderFeature(<PageRenderer page={page} />, {
      language: 'EN',
      tenant,
      widgets: ALL_WIDGETS,
      answers: { 'live.models': models },
    });
    act(() => useModulesStore.getState().setFromWhitelabel([], tenant.modules));
    await waitFor(() =>
      expect(document.querySelector('[data-widget="hot-live-streams"]')).toBeNull(),
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(apiPaths.some((path) => path.includes('CBS_modelList'))).toBe(false);
  });
});
