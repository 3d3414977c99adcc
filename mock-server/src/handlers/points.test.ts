import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addAccount } from '../state/accounts.js';
import { TRIAL_ACCOUNT_TYPE } from '@wl/api';
import {
  createMockTestApp,
  JADE_TENANT,
  valueOf,
  type MockTestApp,
} from '../test-support/mock-test-app.js';
import { mainBalance } from '../test-support/wallet-balance.js';

const BALANCE = 'points.balance';
const REWARDS = 'points.rewards';
const REDEEM_LIST = 'points.redeemList';
const CONFIG = 'points.config';
const REDEEM = 'points.redeem';
const CONVERT = 'points.convert';
const WALLET = 'wallet.balance';
const PASSWORD = 'Passw0rd!';

let mock: MockTestApp;

beforeAll(async () => {
  mock = await createMockTestApp({ clock: 'running', tenants: JADE_TENANT, devControls: true });
});
afterAll(() => mock.close());
beforeEach(() => mock.store.resetState());

async function pointBalance(token: string): Promise<number> {
  return (await mock.call(BALANCE, { token })).json().value.balance as number;
}

describe('points.balance', () => {
  it('answers the spendable points and what each points type earned', async () => {
    const res = await mock.call(BALANCE, { token: mock.login('player.one') });
    const value = valueOf('points.balance', res);
    expect(value.balance).toBe(5000);
    expect(value.byType.map((t) => t.type)).toEqual([
      'live',
      'lott',
      'pvp',
      'rng',
      'sports',
      'redeem',
      'deposit',
    ]);
    expect(value.byType).toContainEqual({ type: 'rng', points: 2300 });
    expect(value.byType).toContainEqual({ type: 'pvp', points: 0 });
  });

  it('is zero for an account without points and refused to trial accounts', async () => {
    expect(await pointBalance(mock.login('player.three'))).toBe(0);
    addAccount(
      mock.state().accounts,
      { username: 'trial.p', password: 'x', type: TRIAL_ACCOUNT_TYPE },
      mock.now(),
    );
    expect((await mock.call(BALANCE, { token: mock.login('trial.p') })).statusCode).toBe(403);
  });
});

describe('points.rewards', () => {
  it('pages the rewards', async () => {
    const token = mock.login('player.one');
    const res = await mock.call(REWARDS, { token, query: { pageSize: 3, pageNum: 2 } });
    expect(res.json().value).toMatchObject({ totalElements: 4, totalPages: 2 });
    expect(res.json().value.content).toEqual([expect.objectContaining({ rewardId: 4, stock: 0 })]);
  });
});

describe('points.config', () => {
  it("answers the merchant's conversion settings", async () => {
    const alpha = await mock.call(CONFIG, { token: mock.login('player.one') });
    expect(alpha.json().value).toMatchObject({
      convertRate: { pointsPerUnit: 0.01 },
      minConvertPoints: 100,
    });
    const jade = await mock.call(CONFIG, {
      token: mock.login('player.one', { merchant: 'JADE01' }),
      merchant: 'JADE01',
    });
    expect(jade.json().value).toMatchObject({
      convertRate: { pointsPerUnit: 100 },
      minConvertPoints: 500,
    });
  });
});

describe('points.redeem', () => {
  it('fails with a wrong password and spends nothing', async () => {
    const token = mock.login('player.one');
    const res = await mock.call(REDEEM, {
      token,
      body: { rewardId: 2, quantity: 1, password: 'wrong-pass' },
    });
    expect(res.json()).toMatchObject({ success: false, message: 'password_incorrect' });
    expect(await pointBalance(token)).toBe(5000);
  });

  it('with the right password deducts the points and adds an In Process redemption', async () => {
    const token = mock.login('player.one');
    const res = await mock.call(REDEEM, {
      token,
      body: { rewardId: 1, quantity: 2, password: PASSWORD },
    });
    expect(res.json().value).toMatchObject({ status: 'APPLYING', balance: 3000 });
    expect(await pointBalance(token)).toBe(3000);

    const list = await mock.call(REDEEM_LIST, { token, query: { status: 'APPLYING' } });
    expect(list.json().value.content).toEqual([
      expect.objectContaining({
        redeemId: res.json().value.redeemId,
        rewardName: 'Cash ₫50,000',
        quantity: 2,
        points: 2000,
        status: 'APPLYING',
      }),
    ]);
  });

  it('credits a cash reward to the main wallet when the operator approves it', async () => {
    const token = mock.login('player.one');
    const { redeemId } = valueOf(
      REDEEM,
      await mock.call(REDEEM, { token, body: { rewardId: 1, quantity: 2, password: PASSWORD } }),
    );
    const before = mainBalance((await mock.call(WALLET, { token })).json().value) ?? 0;
    const review = await mock.app.inject({
      method: 'POST',
      url: `/__dev/tenants/alpha/redemptions/${redeemId}/review`,
      payload: { status: 'APPROVED' },
    });
    expect(review.statusCode).toBe(200);
    // Two "Cash ₫50,000" rewards: 100,000 more in the main wallet, entered as a points movement.
    expect(mainBalance((await mock.call(WALLET, { token })).json().value)).toBe(before + 100000);
    const state = mock.state();
    expect(state.ledger.entries.at(-1)).toMatchObject({
      owner: 'player.one',
      category: 'POINTS',
      amountMinor: 100000,
      balanceAfterMinor: before + 100000,
    });
  });

  it('needs enough points and stock', async () => {
    const token = mock.login('player.one');
    const poor = await mock.call(REDEEM, {
      token,
      body: { rewardId: 2, quantity: 2, password: PASSWORD },
    });
    expect(poor.json().message).toBe('points_not_enough');
    const soldOut = await mock.call(REDEEM, {
      token,
      body: { rewardId: 4, quantity: 1, password: PASSWORD },
    });
    expect(soldOut.json().message).toBe('reward_out_of_stock');
    const unknown = await mock.call(REDEEM, {
      token,
      body: { rewardId: 99, quantity: 1, password: PASSWORD },
    });
    expect(unknown.json().message).toBe('reward_not_found');
    expect(await pointBalance(token)).toBe(5000);
  });

  it('takes from the stock of a limited reward', async () => {
    mock.state().points.accounts.set('player.two', { balance: 200000, earned: {} });
    const token = mock.login('player.two');
    const body = { rewardId: 3, quantity: 1, password: PASSWORD };
    expect((await mock.call(REDEEM, { token, body })).json().success).toBe(true);
    expect((await mock.call(REDEEM, { token, body })).json().message).toBe('reward_out_of_stock');
  });
});

describe('points.redeemList', () => {
  it("lists the account's own redemptions with their statuses", async () => {
    const one = await mock.call(REDEEM_LIST, { token: mock.login('player.one') });
    const statuses = valueOf('points.redeemList', one).content.map((r) => r.status);
    expect(statuses.sort()).toEqual(['APPROVED', 'REJECTED']);
    const rejected = await mock.call(REDEEM_LIST, {
      token: mock.login('player.one'),
      query: { status: 'REJECTED' },
    });
    expect(rejected.json().value.content).toEqual([
      expect.objectContaining({ redeemId: 12, remark: 'Delivery address missing' }),
    ]);
    const two = await mock.call(REDEEM_LIST, { token: mock.login('player.two') });
    expect(two.json().value.totalElements).toBe(0);
  });
});

describe('points.convert', () => {
  it('turns points into main wallet money at the configured rate', async () => {
    const token = mock.login('player.one');
    const res = await mock.call(CONVERT, {
      token,
      body: { points: 500, password: PASSWORD },
    });
    expect(res.json().value).toEqual({ points: 500, amount: 50000, balance: 4500 });
    const wallet = await mock.call(WALLET, { token });
    expect(mainBalance(wallet.json().value)).toBe(1300000);
  });

  it('checks the password, the minimum and the balance', async () => {
    const token = mock.login('player.one');
    const convert = (points: number, password = PASSWORD) =>
      mock.call(CONVERT, { token, body: { points, password } });
    expect((await convert(500, 'nope-nope')).json().message).toBe('password_incorrect');
    expect((await convert(99)).json().message).toBe('points_below_minimum');
    expect((await convert(5001)).json().message).toBe('points_not_enough');
    // Whole points only: 100.5 is refused, not rounded.
    expect((await convert(100.5)).json().message).toBe('request_param_err');
    expect(await pointBalance(token)).toBe(5000);
  });
});
