/**
 * Every tenant's mock figures fit its currency (docs/product/money.md#tenant-money-settings): the
 * check runs over each folder of the repository's tenants/ with the fixtures the mock seeds it with.
 */
import { join } from 'node:path';
import { REPO_ROOT } from '@wl/api/node';
import { TenantRegistry } from '@wl/tenant-config/node';
import { describe, expect, it } from 'vitest';
import { loadFixtures } from './load-fixtures.js';
import { moneySettingsProblems } from './money-settings.js';

const tenants = new TenantRegistry({ tenantsDir: join(REPO_ROOT, 'tenants') }).list();

describe('tenant money settings', () => {
  it('reads the shipped tenants, in dong and in dollars', () => {
    const currencies = tenants.map((tenant) => tenant.tenant.money.currency);
    expect(currencies).toEqual(expect.arrayContaining(['VND', 'USD']));
  });

  it.each(tenants.map((tenant) => [tenant.code, tenant.tenant.money.currency] as const))(
    "fits %s's mock figures to its currency %s",
    (code, currency) => {
      expect(moneySettingsProblems(loadFixtures(code), currency)).toEqual([]);
    },
  );

  it('refuses dong figures for a dollar tenant: currency, limits and rewards', () => {
    const problems = moneySettingsProblems(loadFixtures('saigon'), 'USD');
    expect(problems).toEqual(
      expect.arrayContaining(["accounts.json#/currency: VND is not the tenant's currency USD"]),
    );
    const jade = loadFixtures('jade');
    jade.rewards.withdraw.minAmount = 100_000;
    jade.rewards.loginRewards[0] = 10_000;
    jade.rewards.withdraw.maxAmount = 10;
    expect(moneySettingsProblems(jade, 'USD')).toEqual([
      'rewards.json#/withdraw: minimum 100000 is above maximum 10',
      'rewards.json#/withdraw/minAmount: 100000 is above the largest deposit 5000 USD',
      'rewards.json#/loginRewards/0: 10000 is above the largest deposit 5000 USD',
    ]);
  });

  it('refuses more decimals than the currency has, a zero minimum and a preset outside its channel', () => {
    const saigon = loadFixtures('saigon');
    saigon.rewards.loginRewards[1] = 10_000.5;
    saigon.rewards.deposit.minAmount = 0;
    const channel = saigon.wallet.depositChannels[0];
    if (channel) channel.presets = [(channel.maxAmount ?? 0) + 1];
    expect(moneySettingsProblems(saigon, 'VND')).toEqual([
      'rewards.json#/loginRewards/1: 10000.5 is not an amount of VND (0 decimals, not negative)',
      'rewards.json#/deposit/minAmount: 0 is not above 0',
      "wallet.json#/depositChannels/0/presets/0: 300000001 is outside the channel's limits",
    ]);
  });
});
