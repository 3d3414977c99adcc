import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LotteryGame, LotteryNumero, PrizeMode } from '@wl/core';
import { useModulesStore } from '@wl/core';
import type { FakeAnswers, RecordedRequest } from '@wl/core/testing';
import { demoTenant } from '@wl/widgets/testing';
import { renderFeature } from '../../../test-support/index.js';
import Lottery from './Lottery.js';

const game = (gameCode: string, gameName: string, prizeMode: PrizeMode): LotteryGame => ({
  gameCode,
  gameName,
  vassalage: prizeMode === 'SEA' || prizeMode === 'ELOTT' ? 'TCG_SEA' : 'TCG_LOTTO_VN',
  prizeMode,
  icon: null,
  nextDrawTime: '2030-03-14T11:15:00.000Z',
});

const numero = (gameCode: string, issueNo: string, numbers: string[]): LotteryNumero => ({
  gameCode,
  gameName: gameCode,
  issueNo,
  openTime: '2030-03-13T11:15:00.000Z',
  winningNumbers: numbers,
  prizes: [],
});

const launches: RecordedRequest[] = [];

const answers: FakeAnswers = {
  'lottery.vnMenu': (request, reply) =>
    reply.value(
      (request.params as { prizeMode?: string }).prizeMode === 'ZY'
        ? [{ group: 'Fast', games: [game('ST1', 'Siêu tốc 1 phút', 'ZY')] }]
        : [
            { group: 'North', games: [game('MB', 'Miền Bắc', 'LOTT')] },
            { group: 'South', games: [game('HCM', 'TP. Hồ Chí Minh', 'LOTT')] },
          ],
    ),
  'lottery.vnRecent': [game('HCM', 'TP. Hồ Chí Minh', 'LOTT')],
  'lottery.vnOpenedNumeros': (request, reply) => {
    const { gameCode } = request.params as { gameCode: string };
    return reply.value({
      pageNum: 1,
      pageSize: 5,
      totalPages: 1,
      totalElements: 2,
      content: [
        {
          ...numero(gameCode, '20300313', ['12345']),
          prizes: [
            { level: 'DB', numbers: [gameCode === 'MB' ? '12345' : '67890'] },
            { level: 'G7', numbers: ['01', '02', '03', '04'] },
          ],
        },
        numero(gameCode, '20300312', ['54321']),
      ],
    });
  },
  'games.byPrizeMode': (request, reply) =>
    reply.value(
      (request.params as { prizeMode: string }).prizeMode === 'SEA'
        ? [game('TH_GOV', 'Thai Lottery', 'SEA')]
        : [game('SEA_5D_1', '5D Lotto 1 Min', 'ELOTT')],
    ),
  'lottery.openedNumeros': [numero('TH_GOV', '20300313', ['246810'])],
  'lottery.missionSummary': {
    missions: [
      {
        missionId: 501,
        title: 'Lottery starter',
        description: 'Place 5 lottery bets this week.',
        target: 5,
        progress: 3,
        reward: 20000,
        status: 'PROCESS',
        startTime: '2030-03-12T00:00:00.000Z',
        endTime: '2030-03-19T00:00:00.000Z',
      },
      {
        missionId: 502,
        title: 'High roller',
        description: 'Bet ₫1,000,000 on the lottery this week.',
        target: 1000000,
        progress: 420000,
        targetType: 'AMOUNT',
        reward: 50000,
        status: 'PROCESS',
        startTime: '2030-03-12T00:00:00.000Z',
        endTime: '2030-03-19T00:00:00.000Z',
      },
    ],
    totalReward: 1500000,
  },
  'lottery.missionLeaderboard': [
    { rank: 1, userName: 'mi***88', score: 14, reward: 60000 },
    { rank: 2, userName: 'ha***05', score: 3, reward: 0 },
  ],
  'games.launch': (request, reply) => {
    launches.push(request);
    return reply.value({ url: 'https://lotto.test/lobby' });
  },
};

const tenant = demoTenant({ modules: { REWCEN3: true }, gameLaunch: { openIn: 'currentTab' } });

async function renderScreen(variant: 'vn' | 'sea' | 'lott', path: string) {
  const result = await renderFeature(<Lottery settings={{ variant }} sectionId="main" />, {
    language: 'EN',
    token: 'tok',
    path,
    tenant,
    answers,
  });
  // The backend's whitelabel tree turns the missions module on.
  act(() => {
    useModulesStore
      .getState()
      .setFromWhitelabel([{ modId: 'REWCEN3', enabled: '1' }], tenant.modules);
  });
  return result;
}

afterEach(() => {
  launches.length = 0;
  vi.restoreAllMocks();
});

describe('Lottery', () => {
  it("opens the asked VN game with its latest draw's prize tiers and the recent list", async () => {
    await renderScreen('vn', '/vnLottery?gameCode=MB');
    expect(screen.getByRole('heading', { level: 1, name: 'Vietnam lottery' })).toBeDefined();
    expect(await screen.findByRole('tab', { name: 'Traditional', selected: true })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Miền Bắc', pressed: true })).toBeDefined();
    const results = await screen.findByRole('table', { name: /Draw 20300313/ });
    expect(within(results).getByRole('rowheader', { name: 'Special prize' })).toBeDefined();
    expect(within(results).getByText('12345')).toBeDefined();
    const recent = screen.getByRole('region', { name: 'Recently played' });
    expect(await within(recent).findByRole('button', { name: 'TP. Hồ Chí Minh' })).toBeDefined();
  });

  it('shows the results of another game and prize mode when the player picks them', async () => {
    const { getByTestId } = await renderScreen('vn', '/vnLottery');
    await userEvent.click(await screen.findByRole('button', { name: 'TP. Hồ Chí Minh' }));
    expect(await screen.findByText('67890')).toBeDefined();
    expect(getByTestId('location').textContent).toBe('/vnLottery?gameCode=HCM');
    await userEvent.click(screen.getByRole('tab', { name: 'Fast draws' }));
    expect(
      await screen.findByRole('button', { name: 'Siêu tốc 1 phút', pressed: true }),
    ).toBeDefined();
  });

  it('launches the betting view of the chosen game and the lobby with the lottery parameters', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    await renderScreen('vn', '/vnLottery?gameCode=MB');
    await userEvent.click(await screen.findByRole('button', { name: 'Bet now' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://lotto.test/lobby'));
    expect(launches[0]?.params).toMatchObject({
      launchMode: 'LOTT',
      lottoArea: 'VN',
      lottoPrizeMode: 'LOTT',
      lottoGameCode: 'MB',
      lottoView: 'betting',
      device: 'WEB',
      language: 'EN',
      backUrl: expect.any(String),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Open lottery lobby' }));
    await vi.waitFor(() => expect(launches).toHaveLength(2));
    expect(launches[1]?.params).toMatchObject({ lottoView: 'lobby' });
    expect(launches[1]?.params).not.toHaveProperty('lottoGameCode');
  });

  it('shows the SEA prize modes with the latest result of every game, missions and leaderboard', async () => {
    await renderScreen('sea', '/seaLottery?gameCode=TH_GOV');
    expect(
      await screen.findByRole('tab', { name: 'Southeast Asia', selected: true }),
    ).toBeDefined();
    expect(screen.getByRole('tab', { name: 'E-lottery' })).toBeDefined();
    expect(await screen.findByText('246810')).toBeDefined();
    const missions = await screen.findByRole('region', { name: 'Missions' });
    expect(within(missions).getByText('Lottery starter')).toBeDefined();
    expect(within(missions).getAllByText('In progress')).toHaveLength(2);
    // rewards are money in the tenant's currency, written the page language's way
    expect(within(missions).getByText('Rewards earned: ₫1,500,000')).toBeDefined();
    expect(within(missions).getByText('3 of 5 · Reward ₫20,000')).toBeDefined();
    // a mission that counts money shows its progress and goal as amounts, bar included
    expect(within(missions).getByText('₫420,000 of ₫1,000,000 · Reward ₫50,000')).toBeDefined();
    expect(
      within(missions).getByRole('progressbar', { name: '₫420,000 of ₫1,000,000' }),
    ).toBeDefined();
    const board = screen.getByRole('region', { name: 'Leaderboard' });
    expect(within(board).getByText('mi***88')).toBeDefined();
    expect(within(board).getByText('₫60,000')).toBeDefined();
    // a row without a prize shows a dash named for screen readers, not ₫0
    expect(within(board).getByText('No reward').closest('td')?.textContent).toBe('—No reward');
    expect(within(board).queryByText('₫0')).toBeNull();
  });
});
