import { describe, expect, it } from 'vitest';
import { createMockTestApp } from '../test-support/mock-test-app.js';
import { loadFixtures } from './load-fixtures.js';

/**
 * A merchant priced in baht gets the shared fixtures' dong amounts at baht scale, from one table
 * (`FIXTURE_MONEY_SCALE`): balances, limits, bets, rewards and records alike.
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

  it("keeps a tenant's own figures, which are in its currency already", () => {
    const dollars = loadFixtures('jade');
    expect(dollars.accounts.currency).toBe('USD');
    expect(dollars.rewards.ranks[1]?.deposit).toBe(40);
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
