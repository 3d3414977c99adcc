import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LotteryGame, LotteryNumero } from '@wl/api';
import { createMockTestApp, JADE_TENANT, type MockTestApp } from '../test-support/mock-test-app.js';

let t: MockTestApp;
beforeAll(async () => {
  t = await createMockTestApp({ tenants: JADE_TENANT });
  t.clock.set(new Date('2030-03-13T12:00:00.000Z')); // a Wednesday, after the day's VN draws
});
afterAll(() => t.close());

interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
}

describe('lottery menus', () => {
  it('lottery.vnMenu groups the VN lottery games, filtered by prizeMode', async () => {
    const all = await t.value<{ group: string; games: LotteryGame[] }[]>('lottery.vnMenu', {
      query: { device: 'WEB' },
    });
    expect(all.map((g) => g.group)).toEqual(['North', 'Central', 'South', 'Fast']);
    const lott = await t.value<{ group: string; games: LotteryGame[] }[]>('lottery.vnMenu', {
      query: { prizeMode: 'LOTT', device: 'WEB' },
    });
    expect(lott.map((g) => g.group)).toEqual(['North', 'Central', 'South']);
    const mb = lott[0]?.games[0];
    expect(mb).toMatchObject({ gameCode: 'MB', vassalage: 'TCG_LOTTO_VN', prizeMode: 'LOTT' });
    expect(mb?.nextDrawTime).toBe('2030-03-14T11:15:00.000Z');
  });

  it('names the provinces and games in the Language asked for, English for any other', async () => {
    const namesIn = async (language: string) => {
      const menu = await t.value<{ group: string; games: LotteryGame[] }[]>('lottery.vnMenu', {
        query: { prizeMode: 'LOTT' },
        language,
      });
      return menu.flatMap((group) => group.games.map((g) => g.gameName)).slice(0, 2);
    };
    expect(await namesIn('VI')).toEqual(['Miền Bắc', 'Đà Nẵng']);
    expect(await namesIn('EN')).toEqual(['Northern', 'Da Nang']);
    expect(await namesIn('CN')).toEqual(['北部', '岘港']);
    expect(await namesIn('TW')).toEqual(['北部', '峴港']);
    expect(await namesIn('TH')).toEqual(['Northern', 'Da Nang']);
    const [result] = (
      await t.value<Page<LotteryNumero>>('lottery.vnOpenedNumeros', {
        query: { gameCode: 'HCM', pageNum: 1, pageSize: 1 },
        language: 'EN',
      })
    ).content;
    expect(result?.gameName).toBe('Ho Chi Minh City');
    const lobby = await t.value<{ game: LotteryGame }[]>('lottery.lobby', {
      query: { prizeMode: 'SEA' },
      language: 'VI',
    });
    expect(lobby.map((entry) => entry.game.gameName)).toContain('Xổ số Thái Lan');
  });

  it('lottery.vnRecent lists the lottery games the account launched, newest first', async () => {
    const token = t.login('player.one');
    expect(await t.value<unknown[]>('lottery.vnRecent', { token })).toEqual([]);
    for (const code of ['MB', 'ST1', 'MB']) {
      await t.value('games.launch', {
        token,
        query: { launchMode: 'LOTT', lottoGameCode: code },
      });
    }
    const recent = await t.value<LotteryGame[]>('lottery.vnRecent', { token });
    expect(recent.map((g) => g.gameCode)).toEqual(['MB', 'ST1']);
    const zy = await t.value<LotteryGame[]>('lottery.vnRecent', {
      token,
      query: { prizeMode: 'ZY' },
    });
    expect(zy.map((g) => g.gameCode)).toEqual(['ST1']);
    expect((await t.call('lottery.vnRecent')).statusCode).toBe(401);
  });
});

describe('lottery results', () => {
  it('lottery.vnOpenedNumeros answers drawn VN results newest first with every prize tier', async () => {
    const page = await t.value<Page<LotteryNumero>>('lottery.vnOpenedNumeros', {
      query: { gameCode: 'MB', pageNum: 1, pageSize: 5 },
    });
    expect(page.totalElements).toBe(30);
    expect(page.totalPages).toBe(6);
    const [latest, previous] = page.content;
    expect(latest?.issueNo).toBe('20300313');
    expect(previous?.issueNo).toBe('20300312');
    expect(latest?.prizes.map((p) => p.level)).toEqual([
      'DB',
      'G1',
      'G2',
      'G3',
      'G4',
      'G5',
      'G6',
      'G7',
    ]);
    expect(latest?.winningNumbers).toEqual(latest?.prizes[0]?.numbers);
    expect(latest?.winningNumbers[0]).toMatch(/^\d{5}$/);
    const again = await t.value<Page<LotteryNumero>>('lottery.vnOpenedNumeros', {
      query: { gameCode: 'MB', pageSize: 1 },
    });
    expect(again.content[0]).toEqual(latest);
  });

  it('lottery.vnOpenedNumeros filters by day and refuses an unknown game', async () => {
    const day = await t.value<Page<LotteryNumero>>('lottery.vnOpenedNumeros', {
      query: { gameCode: 'HCM', date: '2030-03-11' },
    });
    expect(day.content.map((n) => n.issueNo)).toEqual(['20300311']); // Monday draw
    const none = await t.value<Page<LotteryNumero>>('lottery.vnOpenedNumeros', {
      query: { gameCode: 'HCM', date: '2030-03-12' },
    });
    expect(none.totalElements).toBe(0);
    const fast = await t.value<Page<LotteryNumero>>('lottery.vnOpenedNumeros', {
      query: { gameCode: 'ST5', date: '2030-03-13', pageSize: 1 },
    });
    expect(fast.totalElements).toBe(145); // 00:00 … 12:00 every 5 minutes
    const res = await t.call('lottery.vnOpenedNumeros', {
      query: { gameCode: 'NOPE' },
    });
    expect(res.json()).toMatchObject({ success: false, message: 'request_param_err' });
  });

  it('lottery.openedNumeros answers the latest result of each game of the prize mode', async () => {
    const sea = await t.value<LotteryNumero[]>('lottery.openedNumeros', {
      query: { prizeMode: 'SEA' },
    });
    expect(sea.map((n) => n.gameCode).sort()).toEqual(['LAO', 'MAG4D', 'SG4D', 'TH_GOV']);
    expect(sea.find((n) => n.gameCode === 'MAG4D')?.winningNumbers).toHaveLength(3);
    const all = await t.value<LotteryNumero[]>('lottery.openedNumeros');
    expect(all.length).toBe(t.state().lottery.games.length);
    // A keno draw's 20 balls are all different.
    const keno = all.find((n) => n.gameCode === 'KENO5')?.winningNumbers ?? [];
    expect(keno).toHaveLength(20);
    expect(new Set(keno).size).toBe(20);
  });

  it('lottery.lobby pairs every game of the prize mode with its last result', async () => {
    const lobby = await t.value<{ game: LotteryGame; lastNumero: LotteryNumero | null }[]>(
      'lottery.lobby',
      { query: { prizeMode: 'ZY' } },
    );
    expect(lobby.map((e) => e.game.gameCode)).toEqual(['ST1', 'ST3', 'ST5']);
    expect(lobby[0]?.lastNumero?.issueNo).toBe('20300313-0721');
  });
});

describe('lottery missions', () => {
  // Mission windows are relative to when the merchant's state was seeded: reseed it now.
  beforeAll(() => {
    t.clock.set(new Date());
    t.store.resetState();
  });

  it('lottery.missionSummary reports each mission with the account progress and status', async () => {
    const summary = await t.value<{
      missions: { missionId: number; progress: number; status: string; targetType: string }[];
      totalReward: number;
    }>('lottery.missionSummary', { token: t.login('player.one') });
    const byId = Object.fromEntries(summary.missions.map((m) => [m.missionId, m]));
    expect(byId[501]).toMatchObject({ progress: 5, status: 'CLAIM', targetType: 'COUNT' });
    // the betting mission counts money, so its target and progress are amounts
    expect(byId[502]).toMatchObject({
      progress: 420_000,
      target: 1_000_000,
      status: 'PROCESS',
      targetType: 'AMOUNT',
    });
    expect(byId[503]).toMatchObject({ progress: 0, status: 'JOIN' });
    expect(byId[500]).toMatchObject({ status: 'CLAIMED' });
    expect(summary.totalReward).toBe(100_000);
  });

  it('lottery.missionSummary is for members: a trial account is refused', async () => {
    const res = await t.call('lottery.missionSummary', {
      token: t.login('trial0001', { type: 4 }),
    });
    expect(res.statusCode).toBe(403);
  });

  it('lottery.missionLeaderboard ranks masked names by score, for the current or a named mission', async () => {
    const board = await t.value<{ rank: number; userName: string; score: number }[]>(
      'lottery.missionLeaderboard',
      { query: { limit: 5 } },
    );
    expect(board.map((e) => e.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(board.every((e) => e.userName.includes('***'))).toBe(true);
    const scores = board.map((e) => e.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const res = await t.call('lottery.missionLeaderboard', {
      query: { missionId: 9 },
    });
    expect(res.json()).toMatchObject({ success: false, message: 'request_param_err' });
  });
});
