import { describe, expect, it } from 'vitest';
import { createMockTestApp } from '../test-support/mock-test-app.js';
import { loadFixtures } from './load-fixtures.js';

/**
 * A merchant priced in baht gets the shared fixtures' dong amounts at baht scale, from one table
 * (`FIXTURE_MONEY_SCALE`): balances, limits, bets, rewards, records and winners alike, and the
 * amounts its texts name; a dollar merchant the same way, its own fixture folder included.
 */
describe('the demo money in the merchant currency', () => {
  const dong = loadFixtures('saigon');
  const baht = loadFixtures('goalline');

  it('scales every amount of a baht merchant by a thousand, and nothing else', () => {
    expect(baht.accounts.currency).toBe('THB');
    const balance = (f: typeof dong, name: string) =>
      f.accounts.accounts.find((a) => a.username === name)?.balance;
    expect(balance(dong, 'player.one')).toBeGreaterThan(100_000);
    expect(balance(baht, 'player.one')).toBe((balance(dong, 'player.one') ?? 0) / 1000);
    expect(baht.rewards.deposit).toEqual({
      minAmount: dong.rewards.deposit.minAmount / 1000,
      maxAmount: (dong.rewards.deposit.maxAmount ?? 0) / 1000,
    });
    expect(baht.wallet.depositChannels[0]?.presets).toEqual(
      dong.wallet.depositChannels[0]?.presets.map((preset) => preset / 1000),
    );
    expect(baht.rewards.loginRewards).toEqual(dong.rewards.loginRewards.map((r) => r / 1000));
    expect(baht.transactions.map((t) => t.amount)).toEqual(
      dong.transactions.map((t) => t.amount / 1000),
    );
    // counts, rates and points stay as they are
    expect(baht.rewards.withdraw.dailyTimes).toBe(dong.rewards.withdraw.dailyTimes);
    expect(baht.points.config).toEqual(dong.points.config);
    expect(baht.contracts).not.toEqual(dong.contracts);
    expect(baht.accounts.accounts.map((a) => a.id)).toEqual(
      dong.accounts.accounts.map((a) => a.id),
    );
  });

  it("scales a dollar merchant's amounts, its own fixture folder's included, by the same table", () => {
    const dollars = loadFixtures('jade');
    expect(dollars.accounts.currency).toBe('USD');
    // jade's own ranks, stated in dong like every fixture amount
    expect(dollars.rewards.ranks[1]?.deposit).toBe(40);
    expect(dollars.rewards.deposit.minAmount).toBe(10);
    // the shared figures it does not state itself
    expect(dollars.transactions.map((t) => t.amount)).toEqual(
      dong.transactions.map((t) => Math.round(t.amount * 0.00004 * 100) / 100),
    );
    expect(dollars.games.winners.biggestWin).toBe(dong.games.winners.biggestWin * 0.00004);
    expect(baht.games.winners.smallestWin).toBe(dong.games.winners.smallestWin / 1000);
  });

  it('writes the amounts fixture texts name in the currency and language of each text', () => {
    const cashIn = (f: typeof dong) => f.points.rewards.find((r) => r.rewardId === 1)?.name;
    const nbsp = '\u00a0';
    expect(cashIn(dong)).toMatchObject({ EN: 'Cash ₫50,000', VI: `Tiền mặt 50.000${nbsp}₫` });
    expect(cashIn(baht)).toMatchObject({ EN: 'Cash ฿50.00' });
    expect(cashIn(loadFixtures('jade'))).toMatchObject({ EN: 'Cash $2.00' });
    const texts = JSON.stringify([baht, loadFixtures('jade')]);
    expect(texts).not.toContain('{{money:');
    expect(texts).not.toMatch(/\b(?:50|100)K\b|₫/);
  });

  it("states a money mission's goal, progress and rewards in the merchant's currency and each text's language", () => {
    const mission = (f: typeof dong) => f.lottery.missions.find((m) => m.missionId === 502);
    const nbsp = '\u00a0';
    expect(mission(dong)?.description).toMatchObject({
      EN: 'Bet a total of ₫1,000,000 on VN lottery this week.',
      VI: `Cược tổng cộng 1.000.000${nbsp}₫ vào xổ số Việt Nam trong tuần này.`,
    });
    expect(mission(baht)?.description.EN).toBe('Bet a total of ฿1,000.00 on VN lottery this week.');
    expect(mission(baht)).toMatchObject({ targetAmount: 1000, reward: 100 });
    expect(baht.lottery.missionProgress['player.one']).toContainEqual({
      missionId: 502,
      progressAmount: 420,
    });
    // a counted mission keeps its count
    expect(baht.lottery.missions.find((m) => m.missionId === 501)?.target).toBe(5);
  });

  it('shows a baht member baht amounts through the ledger', async () => {
    const mock = await createMockTestApp({ tenants: 'repository' });
    try {
      const merchant = 'GOAL01';
      const token = mock.login('player.one', { merchant });
      const wallet = await mock.value<{ sumBalance: number }>('wallet.balance', {
        token,
        merchant,
      });
      expect(wallet.sumBalance).toBeGreaterThan(0);
      expect(wallet.sumBalance).toBeLessThan(100_000);
      const channels = await mock.value<{ channels: { minAmount: number }[] }>(
        'wallet.depositChannels',
        { token, merchant },
      );
      expect(channels.channels.every((c) => c.minAmount < 1000)).toBe(true);
    } finally {
      await mock.close();
    }
  });
});
