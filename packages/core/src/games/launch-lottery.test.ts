import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '../stores/modal-store.js';
import { useSessionStore } from '../stores/session-store.js';
import { fakeBackend, type FakeAnswers, type RecordedRequest } from '../testing/fake-backend.js';
import { resetStores } from '../testing/reset-stores.js';
import { startClient } from '../testing/start-client.js';
import { testTenant } from '../testing/test-tenant.js';
import { launchLottery, type LotteryLaunchEnvironment } from './launch-lottery.js';

let requests: RecordedRequest[];
const assign = vi.fn();

async function start(
  account: 'visitor' | 'member' | 'trial',
  answers: FakeAnswers = {},
): Promise<LotteryLaunchEnvironment> {
  const backend = fakeBackend(answers);
  requests = backend.requests;
  await startClient(testTenant(), { adapter: backend.adapter });
  if (account !== 'visitor')
    useSessionStore
      .getState()
      .setSession('tok', { type: account === 'trial' ? 4 : 0, firstTimeLogin: false });
  return {
    language: 'VI',
    openIn: 'currentTab',
    launchCdn: '/',
    backUrl: 'http://site.test/vnLottery?gameCode=MB',
  };
}

const launchCalls = () => requests.filter((r) => r.endpoint === 'games.launch');

beforeEach(() => {
  resetStores();
  assign.mockReset();
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    ...window.location,
    origin: 'http://site.test',
    assign,
  });
});
afterEach(() => vi.restoreAllMocks());

describe('launchLottery', () => {
  it('opens the betting view of a VN game with every lobby parameter', async () => {
    const env = await start('member', { 'games.launch': { url: 'https://lotto.test/bet' } });
    const outcome = await launchLottery(
      { area: 'VN', prizeMode: 'LOTT', gameCode: 'MB', view: 'betting' },
      env,
    );
    expect(outcome).toBe('launched');
    expect(launchCalls()[0]?.params).toEqual({
      launchMode: 'LOTT',
      lottoArea: 'VN',
      lottoPrizeMode: 'LOTT',
      lottoGameCode: 'MB',
      lottoView: 'betting',
      device: 'WEB',
      backUrl: 'http://site.test/vnLottery?gameCode=MB',
      language: 'VI',
    });
    expect(assign).toHaveBeenCalledWith('https://lotto.test/bet');
  });

  it('opens the lobby of a prize mode without a game', async () => {
    const env = await start('member', { 'games.launch': { content: { game_url: '/lobby' } } });
    await launchLottery({ area: 'SEA', prizeMode: 'SEA', view: 'lobby' }, env);
    const params = launchCalls()[0]?.params as Record<string, unknown>;
    expect(params).toMatchObject({ lottoArea: 'SEA', lottoPrizeMode: 'SEA', lottoView: 'lobby' });
    expect(params).not.toHaveProperty('lottoGameCode');
    expect(assign).toHaveBeenCalledWith('http://site.test/lobby');
  });

  it('asks a visitor to sign in and a trial account to register, without calling', async () => {
    const visitor = await start('visitor');
    await expect(
      launchLottery({ area: 'VN', prizeMode: 'LOTT', view: 'lobby' }, visitor),
    ).resolves.toBe('login');
    resetStores();
    const trial = await start('trial');
    await expect(
      launchLottery({ area: 'VN', prizeMode: 'LOTT', view: 'lobby' }, trial),
    ).resolves.toBe('trial');
    expect(useModalStore.getState().stack.at(-1)?.id).toBe('registerFirst');
    expect(launchCalls()).toHaveLength(0);
  });

  it('says a lottery game under maintenance is under maintenance', async () => {
    const env = await start('member', {
      'games.launch': (_request, reply) => reply.failure('game_maintenance'),
    });
    const outcome = await launchLottery(
      { area: 'VN', prizeMode: 'LOTT', gameCode: 'HUE', view: 'betting' },
      env,
    );
    expect(outcome).toBe('maintenance');
    expect(useModalStore.getState().stack.at(-1)).toMatchObject({
      id: 'notice',
      props: { messageKey: 'errors.gameMaintenance' },
    });
    expect(assign).not.toHaveBeenCalled();
  });
});
