import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createMockTestApp,
  JADE,
  JADE_TENANT,
  valueOf,
  type MockTestApp,
} from '../test-support/mock-test-app.js';
import { mainBalance } from '../test-support/wallet-balance.js';

let mock: MockTestApp;

beforeAll(async () => {
  mock = await createMockTestApp({ devControls: true, tenants: JADE_TENANT });
});
afterAll(() => mock.close());
beforeEach(() => mock.store.resetState());

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A png proof of `bytes` bytes, as the confirmation carries it. */
const pngProof = (bytes = 12) => {
  const data = Buffer.alloc(Math.round(bytes));
  data.set(PNG_HEAD);
  return { name: 'proof.png', data: data.toString('base64') };
};
const PNG_PROOF = [pngProof()];
const MB = 1024 * 1024;

async function main(token: string): Promise<number | undefined> {
  return mainBalance(valueOf('wallet.balance', await mock.call('wallet.balance', { token })));
}

async function withdrawal(token: string, id: string) {
  const list = valueOf('wallet.withdrawals', await mock.call('wallet.withdrawals', { token }));
  return list.withdrawals.find((w) => w.transactionId === id);
}

function confirm(token: string, body: Record<string, unknown>) {
  return mock.call('wallet.confirmWithdrawal', { token, body });
}

describe('deposits', () => {
  it('credits the main wallet through an instant channel and leaves a bank transfer pending', async () => {
    const token = mock.login('wallet.one');
    const channels = valueOf(
      'wallet.depositChannels',
      await mock.call('wallet.depositChannels', { token }),
    );
    expect(channels.channels.map((c) => [c.id, c.instant])).toEqual([
      ['BANK_VCB', false],
      ['MOMO', true],
      ['CARD', true],
    ]);
    const before = await main(token);
    const instant = await mock.call('wallet.deposit', {
      token,
      body: { channelId: 'MOMO', amount: 100000 },
    });
    expect(valueOf('wallet.deposit', instant)).toMatchObject({ status: 'SUCCESS', amount: 100000 });
    expect(await main(token)).toBe((before ?? 0) + 100000);
    const bank = await mock.call('wallet.deposit', {
      token,
      body: { channelId: 'BANK_VCB', amount: 200000 },
    });
    expect(valueOf('wallet.deposit', bank).status).toBe('PENDING');
    expect(await main(token)).toBe((before ?? 0) + 100000);
  });

  it("refuses an amount outside the channel's limits and an unknown channel", async () => {
    const token = mock.login('wallet.one');
    const low = await mock.call('wallet.deposit', {
      token,
      body: { channelId: 'MOMO', amount: 10 },
    });
    expect(low.json()).toMatchObject({ success: false, message: 'amount_out_of_range' });
    const none = await mock.call('wallet.deposit', {
      token,
      body: { channelId: 'NOPE', amount: 100000 },
    });
    expect(none.json()).toMatchObject({ success: false, message: 'channel_not_found' });
  });
});

describe('withdrawal confirmation', () => {
  it('lists a new withdrawal as paid out and waiting for the member, with the time to answer', async () => {
    const token = mock.login('wallet.one');
    const [, acb] = valueOf(
      'security.overview',
      await mock.call('security.overview', { token }),
    ).bankCards;
    const res = await mock.call('wallet.withdraw', {
      token,
      body: { amount: 200000, bankCardId: acb?.id, paymentPassword: '246810' },
    });
    const { transactionId } = valueOf('wallet.withdraw', res);
    const list = valueOf('wallet.withdrawals', await mock.call('wallet.withdrawals', { token }));
    expect(list.forcedReceiptMinutes).toBe(30);
    expect(list.withdrawals[0]).toMatchObject({
      transactionId,
      amount: 200000,
      status: 'AWAITING_CONFIRMATION',
      receivedAmount: 0,
      bankCard: { bankName: 'ACB', maskedNumber: '**** **** 7719' },
    });
    const confirmBy = Date.parse(list.withdrawals[0]?.confirmBy ?? '');
    expect(confirmBy - mock.now().getTime()).toBe(30 * 60_000);
  });

  it('closes a withdrawal the member received', async () => {
    const token = mock.login('wallet.two');
    const value = valueOf(
      'wallet.confirmWithdrawal',
      await confirm(token, { transactionId: 'WC0001', outcome: 'RECEIVED' }),
    );
    expect(value).toMatchObject({ status: 'RECEIVED', receivedAmount: 1000000 });
    const again = await confirm(token, {
      transactionId: 'WC0001',
      outcome: 'NOT_RECEIVED',
      proofImages: PNG_PROOF,
    });
    expect(again.json().message).toBe('withdrawal_not_confirmable');
  });

  it('keeps what partly arrived and the remainder, until the member says all arrived', async () => {
    const token = mock.login('wallet.two');
    const tooMuch = await confirm(token, {
      transactionId: 'WC0002',
      outcome: 'PARTLY_RECEIVED',
      receivedAmount: 2000000,
    });
    expect(tooMuch.json().message).toBe('amount_out_of_range');
    const part = await confirm(token, {
      transactionId: 'WC0002',
      outcome: 'PARTLY_RECEIVED',
      receivedAmount: 1500000,
    });
    expect(valueOf('wallet.confirmWithdrawal', part)).toMatchObject({
      status: 'PARTLY_RECEIVED',
      amount: 2000000,
      receivedAmount: 1500000,
    });
    const all = await confirm(token, { transactionId: 'WC0002', outcome: 'ALL_RECEIVED' });
    expect(valueOf('wallet.confirmWithdrawal', all)).toMatchObject({
      status: 'ALL_RECEIVED',
      receivedAmount: 2000000,
    });
  });

  it('takes "not received" only with a png or jpg proof', async () => {
    const token = mock.login('wallet.two');
    const bare = await confirm(token, { transactionId: 'WC0003', outcome: 'NOT_RECEIVED' });
    expect(bare.json().message).toBe('proof_required');
    const gif = { name: 'proof.png', data: Buffer.from('GIF89a....').toString('base64') };
    const wrong = await confirm(token, {
      transactionId: 'WC0003',
      outcome: 'NOT_RECEIVED',
      proofImages: [gif],
    });
    expect(wrong.json().message).toBe('image_type_invalid');
    const four = await confirm(token, {
      transactionId: 'WC0003',
      outcome: 'NOT_RECEIVED',
      proofImages: [pngProof(), pngProof(), pngProof(), pngProof()],
    });
    expect(four.json().message).toBe('request_param_err');
    const ok = await confirm(token, {
      transactionId: 'WC0003',
      outcome: 'NOT_RECEIVED',
      proofImages: PNG_PROOF,
    });
    expect(valueOf('wallet.confirmWithdrawal', ok)).toMatchObject({
      status: 'NOT_RECEIVED',
      hasProof: true,
    });
  });

  it('takes three proofs of 4.9 MB each and refuses one of 5.1 MB in words', async () => {
    const token = mock.login('wallet.two');
    const tooLarge = await confirm(token, {
      transactionId: 'WC0003',
      outcome: 'NOT_RECEIVED',
      proofImages: [pngProof(5.1 * MB)],
    });
    expect(tooLarge.json()).toMatchObject({ success: false, message: 'image_too_large' });
    const big = pngProof(4.9 * MB);
    const ok = await confirm(token, {
      transactionId: 'WC0003',
      outcome: 'NOT_RECEIVED',
      proofImages: [big, big, big],
    });
    expect(valueOf('wallet.confirmWithdrawal', ok)).toMatchObject({ hasProof: true });
  });

  it('counts a payout as received once its time to answer has passed', async () => {
    const token = mock.login('wallet.two');
    expect(await withdrawal(token, 'WC0004')).toMatchObject({
      status: 'FORCED_RECEIVED',
      receivedAmount: 300000,
    });
    const late = await confirm(token, { transactionId: 'WC0004', outcome: 'RECEIVED' });
    expect(late.json().message).toBe('withdrawal_not_confirmable');
    expect((await withdrawal(token, 'WC0001'))?.status).toBe('AWAITING_CONFIRMATION');
    mock.advance(30 * 60_000);
    // The idle token has died meanwhile: the member signs in again.
    const later = mock.login('wallet.two');
    expect((await withdrawal(later, 'WC0001'))?.status).toBe('FORCED_RECEIVED');
  });

  it("does not show or confirm another account's withdrawal", async () => {
    const token = mock.login('wallet.one');
    expect(await withdrawal(token, 'WC0001')).toBeUndefined();
    const res = await confirm(token, { transactionId: 'WC0001', outcome: 'RECEIVED' });
    expect(res.json().message).toBe('withdrawal_not_found');
  });
});

describe('withdrawals in the account record', () => {
  const recordOf = async (token: string, remark: string | null, amount: number) => {
    const today = mock.now().toISOString().slice(0, 10);
    const list = valueOf(
      'content.memberTransactions',
      await mock.call('content.memberTransactions', {
        token,
        query: { startDate: today, endDate: today, category: 'WITHDRAW' },
      }),
    );
    return list.content.find(
      (t) => t.amount === -amount && (remark === null || t.remark === remark),
    );
  };

  it('stay In process while unconfirmed or reported as not received, and succeed once received', async () => {
    const token = mock.login('wallet.one');
    const [, acb] = valueOf(
      'security.overview',
      await mock.call('security.overview', { token }),
    ).bankCards;
    const before = await main(token);
    const res = await mock.call('wallet.withdraw', {
      token,
      body: { amount: 200000, bankCardId: acb?.id, paymentPassword: '246810' },
    });
    const { transactionId } = valueOf('wallet.withdraw', res);
    // The money left the wallet when it was asked for.
    expect(await main(token)).toBe((before ?? 0) - 200000);
    expect(await recordOf(token, null, 200000)).toMatchObject({
      status: 'PENDING',
      balanceAfter: (before ?? 0) - 200000,
    });
    await confirm(token, { transactionId, outcome: 'NOT_RECEIVED', proofImages: PNG_PROOF });
    expect((await withdrawal(token, transactionId))?.status).toBe('NOT_RECEIVED');
    expect((await recordOf(token, null, 200000))?.status).toBe('PENDING');

    // The operator upholds the report: the money comes back and the withdrawal failed.
    const reverse = await mock.app.inject({
      method: 'POST',
      url: `/__dev/tenants/alpha/withdrawals/${transactionId}/reverse`,
    });
    expect(reverse.statusCode).toBe(200);
    expect(await main(token)).toBe(before);
    expect((await recordOf(token, null, 200000))?.status).toBe('FAILED');
    const again = await mock.app.inject({
      method: 'POST',
      url: `/__dev/tenants/alpha/withdrawals/${transactionId}/reverse`,
    });
    expect(again.json()).toMatchObject({ success: false, message: 'withdrawal_not_confirmable' });

    const two = mock.login('wallet.two');
    await confirm(two, { transactionId: 'WC0001', outcome: 'RECEIVED' });
    expect((await recordOf(two, null, 1000000))?.status).toBe('SUCCESS');
  });

  it('refuses an amount finer than the currency, whoever sends it', async () => {
    const token = mock.login('player.one');
    const deposit = await mock.call('wallet.deposit', {
      token,
      body: { channelId: 'MOMO', amount: 150000.5 },
    });
    expect(deposit.json()).toMatchObject({ success: false, message: 'request_param_err' });
    const upline = await mock.call('wallet.uplineTransfer', { token, body: { amount: 1000.25 } });
    expect(upline.json()).toMatchObject({ success: false, message: 'request_param_err' });
    expect(await main(token)).toBe(1250000);
  });

  it('keeps cents exactly on a merchant counting in dollars', async () => {
    const merchant = JADE;
    const token = mock.login('player.one', { merchant });
    const deposit = (amount: number) =>
      mock.call('wallet.deposit', { token, merchant, body: { channelId: 'CARD', amount } });
    const mainNow = async () =>
      mainBalance(
        valueOf('wallet.balance', await mock.call('wallet.balance', { token, merchant })),
      ) ?? Number.NaN;
    const before = await mainNow();
    expect((await deposit(10.555)).json()).toMatchObject({ message: 'request_param_err' });
    for (let i = 0; i < 3; i += 1) await deposit(10.1);
    // 0.1 three times is 0.3 here, not 0.30000000000000004: cents are counted whole.
    expect(Math.round(((await mainNow()) - before) * 100)).toBe(3030);
    expect(String(await mainNow())).toMatch(/^\d+(\.\d{1,2})?$/);
  });
});

describe('transfer to the upline', () => {
  it("moves money from the member's main wallet to the upline's", async () => {
    const token = mock.login('wallet.one');
    const uplineToken = mock.login('agent.sub');
    const [mine, theirs] = [await main(token), await main(uplineToken)];
    const res = await mock.call('wallet.uplineTransfer', { token, body: { amount: 50000 } });
    expect(valueOf('wallet.uplineTransfer', res)).toMatchObject({
      upline: 'agent.sub',
      amount: 50000,
    });
    expect(await main(token)).toBe((mine ?? 0) - 50000);
    expect(await main(uplineToken)).toBe((theirs ?? 0) + 50000);
  });

  it('refuses more than the main wallet holds, and an account without an upline', async () => {
    const poor = await mock.call('wallet.uplineTransfer', {
      token: mock.login('wallet.one'),
      body: { amount: 999999999 },
    });
    expect(poor.json().message).toBe('insufficient_balance');
    const alone = await mock.call('wallet.uplineTransfer', {
      token: mock.login('player.away'),
      body: { amount: 1000 },
    });
    expect(alone.json().message).toBe('no_upline');
  });
});

describe('withdrawal to a bound card', () => {
  async function cardsOf(token: string) {
    return valueOf('security.overview', await mock.call('security.overview', { token })).bankCards;
  }
  const withdraw = (token: string, body: Record<string, unknown>) =>
    mock.call('wallet.withdraw', { token, body });

  it('pays into the chosen card only after the right payment password', async () => {
    const token = mock.login('wallet.one');
    const [techcombank] = await cardsOf(token);
    const wrong = await withdraw(token, {
      amount: 300000,
      bankCardId: techcombank?.id,
      paymentPassword: '000000',
    });
    expect(wrong.json()).toMatchObject({ success: false, message: 'payment_password_incorrect' });
    const missing = await withdraw(token, { amount: 300000, bankCardId: techcombank?.id });
    expect(missing.json().message).toBe('payment_password_incorrect');
    expect(await main(token)).toBe(2000000);

    const done = await withdraw(token, {
      amount: 300000,
      bankCardId: techcombank?.id,
      paymentPassword: '246810',
    });
    expect(valueOf('wallet.withdraw', done).bankCard).toEqual({
      bankName: 'Techcombank',
      maskedNumber: '**** **** 0042',
    });
    expect(await main(token)).toBe(1700000);
  });

  it("refuses a card that is not the account's own", async () => {
    const other = mock.login('player.one');
    const [notMine] = await cardsOf(other);
    const token = mock.login('wallet.one');
    const res = await withdraw(token, {
      amount: 300000,
      bankCardId: notMine?.id,
      paymentPassword: '246810',
    });
    expect(res.json()).toMatchObject({ success: false, message: 'bank_card_not_found' });
    expect(await main(token)).toBe(2000000);
  });

  it('locks the account for a while after five wrong payment passwords', async () => {
    const token = mock.login('wallet.one');
    const [card] = await cardsOf(token);
    const attempt = (paymentPassword: string) =>
      withdraw(token, { amount: 300000, bankCardId: card?.id, paymentPassword });
    for (let i = 0; i < 4; i += 1)
      expect((await attempt('111111')).json().message).toBe('payment_password_incorrect');
    expect((await attempt('111111')).json().message).toBe('too_many_requests');
    expect((await attempt('246810')).json().message).toBe('too_many_requests');
  });
});
