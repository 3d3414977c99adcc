import { describe, expect, it } from 'vitest';
import { createMockTestApp } from '../test-support/mock-test-app.js';
import { loadFixtures } from './load-fixtures.js';

/**
 * What a player sees of banks follows the country the tenant's currency is paid in
 * (`fixtures/markets/<currency>/`): a baht site lists Thai banks, a dollar site no Vietnamese one.
 */
const VIETNAMESE_BANKS = /Vietcombank|Techcombank|BIDV|\bACB\b|MoMo/;

const bankNames = (code: string): string => {
  const f = loadFixtures(code);
  return JSON.stringify({
    channels: f.wallet.depositChannels,
    withdrawals: f.wallet.withdrawals,
    cards: f.security.accounts,
  });
};

describe('banks by market', () => {
  it('keeps the Vietnamese banks on the dong site', () => {
    expect(bankNames('saigon')).toContain('Vietcombank');
  });

  it('lists Thai banks and no Vietnamese one on the baht site', () => {
    const goalline = bankNames('goalline');
    expect(goalline).not.toMatch(VIETNAMESE_BANKS);
    expect(goalline).toContain('Kasikornbank');
    expect(goalline).toContain('SCB');
    expect(goalline).toContain('Bangkok Bank');
  });

  it('lists no Vietnamese bank on the dollar site', () => {
    expect(bankNames('jade')).not.toMatch(VIETNAMESE_BANKS);
    expect(bankNames('jade')).toContain('HSBC');
  });

  it("answers a baht member's deposit channels, withdrawals and cards with Thai banks", async () => {
    const mock = await createMockTestApp({ tenants: 'repository' });
    try {
      const merchant = 'GOAL01';
      const token = mock.login('player.one', { merchant });
      const channels = await mock.value<{ channels: { name: string; bank: unknown }[] }>(
        'wallet.depositChannels',
        { token, merchant, language: 'EN' },
      );
      expect(channels.channels.map((c) => c.name)).toContain('Kasikornbank transfer');
      expect(JSON.stringify(channels)).not.toMatch(VIETNAMESE_BANKS);
      const security = await mock.value<{ bankCards: { bankName: string }[] }>(
        'security.overview',
        { token, merchant },
      );
      expect(security.bankCards.map((card) => card.bankName)).toEqual(['Kasikornbank']);
    } finally {
      await mock.close();
    }
  });

  it('preselects Thailand on the English page of a baht site, the United States on a dollar one', async () => {
    const mock = await createMockTestApp({ tenants: 'repository' });
    try {
      const current = async (merchant: string) =>
        (await mock.value<{ current: string }>('system.country', { merchant })).current;
      expect(await current('GOAL01')).toBe('TH');
      expect(await current('JADE01')).toBe('US');
      expect(await current('SGN01')).toBe('VN');
    } finally {
      await mock.close();
    }
  });

  it("gives a baht site's seeded players Thai phone numbers", async () => {
    const mock = await createMockTestApp({ tenants: 'repository' });
    try {
      const mobileOf = async (merchant: string) => {
        const token = mock.login('player.one', { merchant });
        return (await mock.value<{ mobile: string | null }>('member.info', { token, merchant }))
          .mobile;
      };
      expect(await mobileOf('GOAL01')).toBe('+66987650001');
      expect(await mobileOf('SGN01')).toBe('+84987650001');
    } finally {
      await mock.close();
    }
  });
});
