import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createMockTestApp,
  JADE_TENANT,
  valueOf,
  type MockTestApp,
} from '../test-support/mock-test-app.js';
import { mainBalance, vendorBalance as vendor } from '../test-support/wallet-balance.js';

const BALANCE = 'wallet.balance';
const TRANSFER = 'wallet.transfer';
const CONSOLIDATED = 'wallet.consolidated';
const MERCHANT_WALLET = 'wallet.merchantWallet';

let mock: MockTestApp;

beforeAll(async () => {
  mock = await createMockTestApp({ clock: 'running', tenants: JADE_TENANT });
});
afterAll(() => mock.close());
beforeEach(() => mock.store.resetState());

describe('wallet.balance', () => {
  it("answers the session account's main and vendor wallets", async () => {
    const res = await mock.call(BALANCE, { token: mock.login('player.one') });
    expect(res.statusCode).toBe(200);
    const value = valueOf(BALANCE, res);
    expect(value).toMatchObject({ currency: 'VND', currencySymbol: '₫' });
    expect(value.balance[0]).toEqual({
      accountTypeId: 2,
      availBalance: 1250000,
      accountTypeName: null,
    });
    expect(vendor(value, 'PG')).toBe(200000);
    expect(vendor(value, 'JDB')).toBe(0);
    // Every wallet together: main 1,250,000 + PG 200,000 + AG 50,000.
    expect(value.sumBalance).toBe(1500000);
    const ids = value.balance.map((w) => w.accountTypeId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('shows another account its own money', async () => {
    const res = await mock.call(BALANCE, { token: mock.login('player.two') });
    expect(mainBalance(res.json().value)).toBe(600000);
    expect(vendor(res.json().value, 'JDB')).toBe(20000);
  });

  it('needs a session', async () => {
    expect((await mock.call(BALANCE)).statusCode).toBe(401);
  });

  it('has no vendor wallets on a single-wallet merchant', async () => {
    const token = mock.login('player.one', { merchant: 'JADE01' });
    const res = await mock.call(BALANCE, { token, merchant: 'JADE01' });
    expect(res.json().value).toMatchObject({
      currency: 'USD',
      balance: [{ accountTypeId: 2, accountTypeName: null }],
    });
    expect(res.json().value.balance).toHaveLength(1);
  });
});

describe('wallet.transfer', () => {
  it('moves money from MAIN to a vendor wallet and back, and the balances persist', async () => {
    const token = mock.login('player.one');
    const out = await mock.call(TRANSFER, {
      token,
      body: { fromWallet: 'MAIN', toWallet: 'AG', amount: 250000 },
    });
    expect(out.json().success).toBe(true);
    expect(mainBalance(out.json().value)).toBe(1000000);
    expect(vendor(out.json().value, 'AG')).toBe(300000);

    const fraction = await mock.call(TRANSFER, {
      token,
      body: { fromWallet: 'PG', toWallet: 'MAIN', amount: 50000.5 },
    });
    expect(fraction.json()).toMatchObject({ success: false, message: 'request_param_err' });
    await mock.call(TRANSFER, {
      token,
      body: { fromWallet: 'PG', toWallet: 'MAIN', amount: 50000 },
    });
    const after = (await mock.call(BALANCE, { token })).json().value;
    expect(mainBalance(after)).toBe(1050000);
    expect(vendor(after, 'PG')).toBe(150000);
    expect(vendor(after, 'AG')).toBe(300000);
  });

  it('refuses more than the source wallet holds and changes nothing', async () => {
    const token = mock.login('player.two');
    const res = await mock.call(TRANSFER, {
      token,
      body: { fromWallet: 'JDB', toWallet: 'MAIN', amount: 20001 },
    });
    expect(res.json()).toMatchObject({ success: false, message: 'insufficient_balance' });
    const after = (await mock.call(BALANCE, { token })).json().value;
    expect(mainBalance(after)).toBe(600000);
    expect(vendor(after, 'JDB')).toBe(20000);
  });

  it('refuses an unknown wallet, two vendor wallets and the same wallet twice', async () => {
    const token = mock.login('player.one');
    const send = (fromWallet: string, toWallet: string) =>
      mock.call(TRANSFER, { token, body: { fromWallet, toWallet, amount: 10 } });

    const unknown = await send('MAIN', 'NOPE');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('request_param_err');
    expect((await send('PG', 'AG')).json().message).toBe('request_param_err');
    expect((await send('MAIN', 'MAIN')).json().message).toBe('transfer_same_wallet');
  });

  it('refuses a vendor wallet under maintenance', async () => {
    const res = await mock.call(TRANSFER, {
      token: mock.login('player.one'),
      body: { fromWallet: 'MAIN', toWallet: 'JL', amount: 10 },
    });
    expect(res.json()).toMatchObject({ success: false, message: 'wallet_under_maintenance' });
  });

  it('is not available on a single-wallet merchant', async () => {
    const res = await mock.call(TRANSFER, {
      token: mock.login('player.one', { merchant: 'JADE01' }),
      merchant: 'JADE01',
      body: { fromWallet: 'MAIN', toWallet: 'PG', amount: 10 },
    });
    expect(res.json()).toMatchObject({ success: false, message: 'function.not.available' });
  });

  it('is recorded in the account transactions', async () => {
    const token = mock.login('player.one');
    await mock.call(TRANSFER, {
      token,
      body: { fromWallet: 'MAIN', toWallet: 'PT', amount: 1000 },
    });
    const res = await mock.call('content.memberTransactions', {
      token,
      query: { category: 'TRANSFER' },
    });
    expect(res.json().value.content).toEqual([
      expect.objectContaining({ category: 'TRANSFER', amount: -1000, balanceAfter: 1249000 }),
    ]);
  });
});

describe('wallet.consolidated', () => {
  it('adds locked funds to the available main and vendor wallets', async () => {
    const res = await mock.call(CONSOLIDATED, { token: mock.login('player.one') });
    expect(res.json().value).toEqual({
      currency: 'VND',
      availableBalance: 1500000,
      lockedBalance: 100000,
      totalBalance: 1600000,
      dailysalreqtype: 0,
      divtypereq: 0,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
    });
  });

  it("derives the contract flags from the agent's own contracts", async () => {
    const res = await mock.call(CONSOLIDATED, { token: mock.login('agent.mid') });
    // Dividend in force; a daily salary offer waits for an answer; no hourly or real-time contract.
    expect(res.json().value).toMatchObject({
      divtypereq: 1,
      dailysalreqtype: 2,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
    });
  });

  it('needs a session', async () => {
    expect((await mock.call(CONSOLIDATED)).statusCode).toBe(401);
  });
});

describe('wallet.merchantWallet', () => {
  it("answers the merchant's wallet mode without a session", async () => {
    expect((await mock.call(MERCHANT_WALLET)).json().value).toEqual({
      isSingle: false,
      currency: 'VND',
    });
    const jade = await mock.call(MERCHANT_WALLET, { merchant: 'JADE01' });
    expect(jade.json().value).toEqual({ isSingle: true, currency: 'USD' });
  });
});
