import { describe, expect, it } from 'vitest';
import { toConsolidatedFunds } from './consolidated-funds.js';
import { toMerchantWallet } from './merchant-wallet.js';
import { toWalletSummary } from './wallet-balance.js';

describe('toWalletSummary', () => {
  it('reads sumBalance, currencySymbol and balance[] with accountTypeId 2 as the main wallet', () => {
    expect(
      toWalletSummary({
        currency: 'VND',
        currencySymbol: '₫',
        sumBalance: 1500,
        balance: [
          { accountTypeId: 11, availBalance: 200, accountTypeName: 'PG' },
          { accountTypeId: 2, availBalance: 1250 },
          { accountTypeId: 12, availBalance: 50 },
        ],
      }),
    ).toEqual({
      currency: 'VND',
      currencySymbol: '₫',
      total: 1500,
      main: 1250,
      vendors: [
        { vassalage: 'PG', accountTypeId: 11, balance: 200 },
        { vassalage: null, accountTypeId: 12, balance: 50 },
      ],
    });
  });

  it('reads the older shape: balance as the main amount and wallets[] by vassalage', () => {
    expect(
      toWalletSummary({
        currency: 'VND',
        balance: 5000,
        wallets: [{ vassalage: 'PG', balance: 20 }],
      }),
    ).toEqual({
      currency: 'VND',
      currencySymbol: '',
      total: 5020,
      main: 5000,
      vendors: [{ vassalage: 'PG', accountTypeId: null, balance: 20 }],
    });
  });

  it('refuses a value with no balance at all', () => {
    expect(() => toWalletSummary({ currency: 'VND' })).toThrow(/unexpected value/);
  });
});

describe('toConsolidatedFunds', () => {
  const flags = { dailysalreqtype: 1, divtypereq: 2, contracthoursalreq: 0, realtimesalreqtype: 3 };

  it('reads availableBalance and the contract flags', () => {
    expect(
      toConsolidatedFunds({
        currency: 'VND',
        totalBalance: 150,
        availableBalance: 100,
        lockedBalance: 50,
        ...flags,
      }),
    ).toEqual({
      currency: 'VND',
      totalBalance: 150,
      availableBalance: 100,
      lockedBalance: 50,
      ...flags,
    });
  });

  it('accepts availBalance or sumBalance for the available money, as public clients do', () => {
    expect(toConsolidatedFunds({ availBalance: 80 })).toMatchObject({
      availableBalance: 80,
      totalBalance: 80,
      lockedBalance: 0,
      divtypereq: 0,
    });
    expect(toConsolidatedFunds({ sumBalance: '12.5' }).availableBalance).toBe(12.5);
    expect(() => toConsolidatedFunds({ currency: 'VND' })).toThrow(/unexpected value/);
  });
});

describe('toMerchantWallet', () => {
  it('reads isSingle as a boolean or 0/1', () => {
    expect(toMerchantWallet({ isSingle: true, currency: 'USD' })).toEqual({
      isSingle: true,
      currency: 'USD',
    });
    expect(toMerchantWallet({ isSingle: 0, currency: 'VND' }).isSingle).toBe(false);
    expect(() => toMerchantWallet({ currency: 'VND' })).toThrow(/unexpected value/);
  });
});
