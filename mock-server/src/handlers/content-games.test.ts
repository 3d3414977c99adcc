import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameRecord, RankList, WinnerEntry } from '@wl/api';
import { createMockTestApp, JADE_TENANT, type MockTestApp } from '../test-support/mock-test-app.js';

let t: MockTestApp;
beforeAll(async () => {
  t = await createMockTestApp({ tenants: JADE_TENANT });
});
afterAll(() => t.close());

describe('content.popular', () => {
  it('answers playable games of the type, most played first, and launches count', async () => {
    const rng = await t.value<GameRecord[]>('content.popular', {
      query: { gameType: 'RNG', limit: 50 },
    });
    expect(rng).toHaveLength(50);
    expect(rng.every((g) => g.gameType === 'RNG' && !g.maintenance)).toBe(true);
    expect(await t.value<GameRecord[]>('content.popular')).toHaveLength(12);

    const last = rng.at(-1);
    if (!last) throw new Error('no popular games');
    const token = t.login('player.one');
    t.state().games.launches.set(last.nodeId, 5000); // more than any base popularity
    await t.value('games.launch', {
      token,
      query: { launchMode: 'GLS', vassalage: last.vassalage, gameCode: last.gameCode },
    });
    const after = await t.value<GameRecord[]>('content.popular', {
      query: { gameType: 'RNG', limit: 1 },
    });
    expect(after[0]?.nodeId).toBe(last.nodeId);
  });
});

describe('content.winnerRankList and content.winnerBoard', () => {
  it('content.winnerRankList ranks the last day’s wins by amount, filtered by category and limited', async () => {
    const rankList = async (query: Record<string, string | number>) =>
      (await t.value<RankList>('content.winnerRankList', { query })).list.map(({ vo }) => vo);
    const list = await rankList({ language: 'VI', limitNum: 5 });
    expect(list).toHaveLength(5);
    const amounts = list.map((w) => w.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(list.every((w) => Date.now() - Date.parse(w.winTime) <= 24 * 3600 * 1000 + 60_000)).toBe(
      true,
    );
    expect(list.every((w) => /\*\*\*/.test(w.customerName))).toBe(true);
    // Each win names its game by node id, with the game's icon, so a client can launch it.
    expect(list.every((w) => typeof w.nodeId === 'number' && w.iconUrl !== undefined)).toBe(true);
    const rng = await rankList({ gameCategory: 'RNG', limitNum: 100 });
    expect(rng.every((w) => w.gameType === 'RNG')).toBe(true);
  });

  it('content.winnerBoard ranks every recorded win, more than the last day holds', async () => {
    const board = await t.value<WinnerEntry[]>('content.winnerBoard', {
      query: { limitNum: 100 },
    });
    const { list: day } = await t.value<RankList>('content.winnerRankList', {
      query: { limitNum: 100 },
    });
    expect(board).toHaveLength(60);
    expect(day.length).toBeLessThan(board.length);
    expect(board[0]?.amount).toBeGreaterThanOrEqual(board[59]?.amount ?? Infinity);
    const live = await t.value<WinnerEntry[]>('content.winnerBoard', {
      query: { gameType: 'LIVE' },
    });
    expect(live.every((w) => w.gameType === 'LIVE')).toBe(true);
    const bad = await t.call('content.winnerBoard', { query: { limitNum: 0 } });
    expect(bad.statusCode).toBe(400);
  });
});
