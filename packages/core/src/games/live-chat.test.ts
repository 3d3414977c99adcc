import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '../stores/modal-store.js';
import { useSessionStore } from '../stores/session-store.js';
import { fakeBackend, type FakeAnswers, type RecordedRequest } from '../testing/fake-backend.js';
import { resetStores } from '../testing/reset-stores.js';
import { startClient } from '../testing/start-client.js';
import { testTenant } from '../testing/test-tenant.js';
import { launchLiveChat, type LiveChatEnvironment } from './live-chat.js';

let requests: RecordedRequest[];
const host = { id: 101, name: 'Linh Chi', background: '/img/101-bg.jpg' };
const popup = { opener: {}, location: { href: '' }, close: vi.fn() };

async function start(signedIn: boolean, answers: FakeAnswers = {}): Promise<LiveChatEnvironment> {
  const backend = fakeBackend(answers);
  requests = backend.requests;
  await startClient(testTenant({ modules: { CBS3: true } }), { adapter: backend.adapter });
  if (signedIn) useSessionStore.getState().setSession('tok', { type: 0, firstTimeLogin: false });
  return { language: 'EN', openIn: 'newWindow', headerColor: '#d4af37' };
}

const chatCalls = () => requests.filter((r) => r.endpoint === 'live.chatLaunch');

beforeEach(() => {
  resetStores();
  popup.location.href = '';
  popup.close.mockReset();
  vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
});
afterEach(() => vi.restoreAllMocks());

describe('launchLiveChat', () => {
  it("launches the host's chat and opens the answered chatUrl", async () => {
    const env = await start(true, { 'live.chatLaunch': { chatUrl: 'https://chat.test/room/101' } });
    await expect(launchLiveChat(host, env)).resolves.toBe('launched');
    expect(chatCalls()[0]?.params).toEqual({
      modelId: 101,
      lbg: '/img/101-bg.jpg',
      language: 'EN',
      b2c: 1,
      headerColor: '#d4af37',
      title: 'Linh Chi',
      template: 'v2',
    });
    expect(popup.location.href).toBe('https://chat.test/room/101');
  });

  it('opens the login modal for a visitor and calls nothing', async () => {
    const env = await start(false);
    await expect(launchLiveChat(host, env)).resolves.toBe('login');
    expect(useModalStore.getState().stack.map((m) => m.id)).toEqual(['login']);
    expect(chatCalls()).toHaveLength(0);
  });

  it('tells a trial account to register first and calls nothing', async () => {
    const env = await start(false);
    useSessionStore.getState().setSession('tok', { type: 4, firstTimeLogin: false });
    await expect(launchLiveChat(host, env)).resolves.toBe('trial');
    expect(useModalStore.getState().stack.map((m) => m.id)).toEqual(['registerFirst']);
    expect(chatCalls()).toHaveLength(0);
    expect(popup.location.href).toBe('');
  });

  it('fails silently: no notice, the waiting window closed', async () => {
    const env = await start(true, {
      'live.chatLaunch': (_request, reply) => reply.failure('not.found'),
    });
    await expect(launchLiveChat(host, env)).resolves.toBe('failed');
    expect(useModalStore.getState().stack).toEqual([]);
    expect(popup.close).toHaveBeenCalled();
  });
});
