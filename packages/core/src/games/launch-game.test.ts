import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameRecord, GameVendor } from '@wl/api';
import { useModalStore } from '../stores/modal-store.js';
import { useSessionStore } from '../stores/session-store.js';
import { fakeBackend, type FakeAnswers, type RecordedRequest } from '../testing/fake-backend.js';
import { resetStores } from '../testing/reset-stores.js';
import { startClient } from '../testing/start-client.js';
import { testTenant } from '../testing/test-tenant.js';
import { launchGame, type LaunchEnvironment } from './launch-game.js';

const vendor = (overrides: Partial<GameVendor>): GameVendor => ({
  vassalage: 'AG',
  displayName: 'AG Live',
  gameType: 'LIVE',
  smallIcon: null,
  isGame: 'GAME',
  gameCode: 'AG_LOBBY',
  maintenance: false,
  ...overrides,
});

const game: GameRecord = {
  nodeId: 501,
  vassalage: 'PG',
  gameCode: 'PG_RNG_001',
  gameName: 'Fortune Tiger',
  gameType: 'RNG',
  isGame: 'GAME',
  icon: null,
  maintenance: false,
};

let requests: RecordedRequest[];
let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;

async function start(
  account: 'visitor' | 'member' | 'trial',
  answers: FakeAnswers = {},
): Promise<LaunchEnvironment> {
  const backend = fakeBackend(answers);
  requests = backend.requests;
  await startClient(testTenant(), { adapter: backend.adapter });
  if (account !== 'visitor')
    useSessionStore
      .getState()
      .setSession('tok', { type: account === 'trial' ? 4 : 0, firstTimeLogin: false });
  navigate = vi.fn<(path: string) => void>();
  return { navigate, language: 'EN', openIn: 'currentTab', launchCdn: '/' };
}

const topModal = () => useModalStore.getState().stack.at(-1);
const launchCalls = () => requests.filter((r) => r.endpoint === 'games.launch');

beforeEach(() => {
  resetStores();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('launchGame', () => {
  it('opens only the login modal for a visitor', async () => {
    const env = await start('visitor');
    await expect(launchGame(game, env)).resolves.toBe('login');
    expect(useModalStore.getState().stack.map((m) => m.id)).toEqual(['login']);
    expect(navigate).not.toHaveBeenCalled();
    expect(launchCalls()).toHaveLength(0);
  });

  it('holds a sign-in that must change its password: the change window opens, nothing launches', async () => {
    const env = await start('member');
    useSessionStore.getState().requirePasswordChange('defaultPassword');
    await expect(launchGame(game, env)).resolves.toBe('passwordChange');
    expect(topModal()).toEqual({ id: 'changePassword', props: { reason: 'defaultPassword' } });
    expect(navigate).not.toHaveBeenCalled();
    expect(launchCalls()).toHaveLength(0);
  });

  it('stops a trial account with the register-first window', async () => {
    const env = await start('trial');
    await expect(launchGame(game, env)).resolves.toBe('trial');
    expect(topModal()?.id).toBe('registerFirst');
    expect(launchCalls()).toHaveLength(0);
  });

  it.each([
    [
      vendor({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'MB' }),
      '/vnLottery?gameCode=MB',
    ],
    [
      vendor({ vassalage: 'TCG_SEA', gameType: 'ELOTT', gameCode: 'SEA1' }),
      '/seaLottery?gameCode=SEA1',
    ],
    [vendor({ vassalage: 'GW', gameType: 'LOTT', gameCode: 'GW1' }), '/lottery?gameCode=GW1'],
    [vendor({ vassalage: 'VR', gameType: 'ELOTT', gameCode: null }), '/lottery'],
    [
      vendor({ vassalage: 'JDB', gameType: 'RNG', isGame: 'VASSALAGE', gameCode: null }),
      '/rng?vassalage=JDB',
    ],
  ])('sends a member launching %o to its route', async (target, path) => {
    const env = await start('member');
    await expect(launchGame(target, env)).resolves.toBe('route');
    expect(navigate).toHaveBeenCalledWith(path);
    expect(launchCalls()).toHaveLength(0);
  });

  it("opens a VASSALAGE vendor's popup game list by name", async () => {
    const env = await start('member');
    const pt = vendor({
      vassalage: 'PT',
      displayName: 'PT Live',
      isGame: 'VASSALAGE',
      gameCode: null,
    });
    await expect(launchGame(pt, env)).resolves.toBe('vendorGames');
    expect(topModal()).toEqual({
      id: 'vendorGames',
      props: { vassalage: 'PT', gameType: 'LIVE', displayName: 'PT Live' },
    });
  });

  it('says a game under maintenance is under maintenance without calling the launch', async () => {
    const env = await start('member');
    await expect(launchGame({ ...game, maintenance: true }, env)).resolves.toBe('maintenance');
    expect(topModal()).toMatchObject({
      id: 'notice',
      props: { messageKey: 'errors.gameMaintenance' },
    });
    expect(launchCalls()).toHaveLength(0);
  });

  it('starts a game: launch call with launchMode, accountType and language, address opened in this tab', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      origin: 'http://site.test',
      assign,
    });
    const env = await start('member', { 'games.launch': { content: { game_url: '/play/501' } } });
    await expect(launchGame(game, env)).resolves.toBe('launched');
    expect(launchCalls()[0]?.params).toMatchObject({
      launchMode: 'GLS',
      accountType: 1,
      language: 'EN',
      vassalage: 'PG',
      gameType: 'RNG',
      nodeId: 501,
      gameId: 501,
    });
    expect(assign).toHaveBeenCalledWith('http://site.test/play/501');
  });

  it('opens the game in a new window when the tenant says so, on the launch host', async () => {
    const popup = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const env = await start('member', { 'games.launch': { url: 'games/501?t=1' } });
    const outcome = await launchGame(game, {
      ...env,
      openIn: 'newWindow',
      launchCdn: 'https://cdn2.example.com/launch/',
    });
    expect(outcome).toBe('launched');
    expect(open).toHaveBeenCalledTimes(1);
    expect(popup.opener).toBeNull();
    expect(popup.location.href).toBe('https://cdn2.example.com/launch/games/501?t=1');
  });

  it('shows "Game under maintenance" when the backend refuses the launch for it, closing the new window', async () => {
    const popup = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const env = await start('member', {
      'games.launch': (_request, reply) => reply.failure('game_maintenance'),
    });
    await expect(launchGame(game, { ...env, openIn: 'newWindow' })).resolves.toBe('maintenance');
    expect(popup.close).toHaveBeenCalled();
    expect(topModal()).toMatchObject({
      id: 'notice',
      props: { messageKey: 'errors.gameMaintenance' },
    });
  });

  it('never opens an address that is not http(s)', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const env = await start('member', { 'games.launch': { url: 'javascript:alert(1)' } });
    await expect(launchGame(game, env)).resolves.toBe('failed');
    expect(assign).not.toHaveBeenCalled();
    expect(topModal()).toMatchObject({ id: 'notice', props: { messageKey: 'errors.invalidUrl' } });
  });
});
