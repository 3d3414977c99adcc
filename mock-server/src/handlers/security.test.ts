import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockTestApp, valueOf, type MockTestApp } from '../test-support/mock-test-app.js';

const OVERVIEW = 'security.overview';
const SET_PASSWORD = 'security.setPaymentPassword';
const ADD_CARD = 'security.addBankCard';

let mock: MockTestApp;

beforeAll(async () => {
  mock = await createMockTestApp();
});
afterAll(() => mock.close());
beforeEach(() => mock.store.resetState());

const card = { bankName: 'ACB', accountName: 'TRAN THI HAI', cardNumber: '1234 5678 9012' };

describe('security.overview', () => {
  it("shows the account's masked cards and whether it has a payment password", async () => {
    const one = valueOf(OVERVIEW, await mock.call(OVERVIEW, { token: mock.login('player.one') }));
    expect(one.paymentPassword).toEqual({ enabled: true, isSet: true });
    expect(one.bankCards).toEqual([
      expect.objectContaining({ bankName: 'Vietcombank', maskedNumber: '**** **** 5678' }),
    ]);
    expect(JSON.stringify(one)).not.toContain('9704366612345678');
    const two = valueOf(OVERVIEW, await mock.call(OVERVIEW, { token: mock.login('player.two') }));
    expect(two).toMatchObject({ paymentPassword: { isSet: false }, bankCards: [] });
  });
});

describe('security.setPaymentPassword', () => {
  it('sets a first payment password of six digits, then asks the current one to change it', async () => {
    const token = mock.login('player.two');
    const short = await mock.call(SET_PASSWORD, {
      token,
      body: { newPaymentPassword: '12345', confirmPaymentPassword: '12345' },
    });
    expect(short.json().message).toBe('payment_password_format_incorrect');
    const differ = await mock.call(SET_PASSWORD, {
      token,
      body: { newPaymentPassword: '123456', confirmPaymentPassword: '654321' },
    });
    expect(differ.json().message).toBe('passwords_differ');
    await mock.value(SET_PASSWORD, {
      token,
      body: { newPaymentPassword: '123456', confirmPaymentPassword: '123456' },
    });
    const wrongOld = await mock.call(SET_PASSWORD, {
      token,
      body: {
        oldPaymentPassword: '000000',
        newPaymentPassword: '222222',
        confirmPaymentPassword: '222222',
      },
    });
    expect(wrongOld.json().message).toBe('payment_password_incorrect');
    await mock.value(SET_PASSWORD, {
      token,
      body: {
        oldPaymentPassword: '123456',
        newPaymentPassword: '222222',
        confirmPaymentPassword: '222222',
      },
    });
  });

  it('refuses the account for a while after five wrong payment passwords', async () => {
    const token = mock.login('player.one');
    const attempt = (old: string) =>
      mock.call(SET_PASSWORD, {
        token,
        body: {
          oldPaymentPassword: old,
          newPaymentPassword: '222222',
          confirmPaymentPassword: '222222',
        },
      });
    for (let i = 0; i < 4; i += 1) {
      expect((await attempt('000000')).json().message).toBe('payment_password_incorrect');
    }
    expect((await attempt('000000')).json().message).toBe('too_many_requests');
    expect((await attempt('123456')).json().message).toBe('too_many_requests');
  });
});

describe('security.addBankCard', () => {
  it('binds a card with the payment password and lists it masked', async () => {
    const token = mock.login('player.one');
    const added = valueOf(
      ADD_CARD,
      await mock.call(ADD_CARD, { token, body: { ...card, paymentPassword: '123456' } }),
    );
    expect(added).toMatchObject({ bankName: 'ACB', maskedNumber: '**** **** 9012' });
    const listed = valueOf(OVERVIEW, await mock.call(OVERVIEW, { token }));
    expect(listed.bankCards.map((c) => c.maskedNumber)).toEqual([
      '**** **** 5678',
      '**** **** 9012',
    ]);
  });

  it('refuses a holder name that is not a real name, naming the broken part, and binds nothing', async () => {
    const token = mock.login('player.one');
    const cases: [string, string][] = [
      ['<img src=x onerror=alert(1)>Tran', 'characters'],
      ['Tran 2', 'characters'],
      ['T', 'tooShort'],
      ['A'.repeat(51), 'tooLong'],
    ];
    for (const [accountName, rule] of cases) {
      const refused = await mock.call(ADD_CARD, {
        token,
        body: { ...card, accountName, paymentPassword: '123456' },
      });
      expect(refused.json()).toMatchObject({
        message: 'holder_name_invalid',
        value: { rule, minLength: 2, maxLength: 50 },
      });
    }
    const listed = valueOf(OVERVIEW, await mock.call(OVERVIEW, { token }));
    expect(listed.bankCards).toHaveLength(1);
    const named = await mock.call(ADD_CARD, {
      token,
      body: { ...card, accountName: 'Nguyễn Thị Hải', paymentPassword: '123456' },
    });
    expect(named.json().success).toBe(true);
  });

  it('refuses a wrong payment password, a bad number, the same card twice and more than the limit', async () => {
    const token = mock.login('player.one');
    const wrong = await mock.call(ADD_CARD, {
      token,
      body: { ...card, paymentPassword: '999999' },
    });
    expect(wrong.json().message).toBe('payment_password_incorrect');
    const bad = await mock.call(ADD_CARD, {
      token,
      body: { ...card, cardNumber: '12ab', paymentPassword: '123456' },
    });
    expect(bad.json().message).toBe('bank_card_number_invalid');
    const same = await mock.call(ADD_CARD, {
      token,
      body: { ...card, cardNumber: '9704366612345678', paymentPassword: '123456' },
    });
    expect(same.json().message).toBe('bank_card_duplicate');
    for (const number of ['11112222', '33334444']) {
      await mock.value(ADD_CARD, {
        token,
        body: { ...card, cardNumber: number, paymentPassword: '123456' },
      });
    }
    const over = await mock.call(ADD_CARD, {
      token,
      body: { ...card, cardNumber: '55556666', paymentPassword: '123456' },
    });
    expect(over.json().message).toBe('bank_card_limit_reached');
  });

  it('asks an account without a payment password to set one first', async () => {
    const res = await mock.call(ADD_CARD, { token: mock.login('player.two'), body: card });
    expect(res.json().message).toBe('payment_password_required');
  });
});

describe('security.removeBankCard', () => {
  const REMOVE = 'security.removeBankCard';

  it('removes a card with the right payment password only', async () => {
    const token = mock.login('player.one');
    const [bound] = valueOf(OVERVIEW, await mock.call(OVERVIEW, { token })).bankCards;
    const wrong = await mock.call(REMOVE, {
      token,
      body: { bankCardId: bound?.id ?? 0, paymentPassword: '000000' },
    });
    expect(wrong.json().message).toBe('payment_password_incorrect');
    expect(valueOf(OVERVIEW, await mock.call(OVERVIEW, { token })).bankCards).toHaveLength(1);
    await mock.value(REMOVE, {
      token,
      body: { bankCardId: bound?.id ?? 0, paymentPassword: '123456' },
    });
    expect(valueOf(OVERVIEW, await mock.call(OVERVIEW, { token })).bankCards).toEqual([]);
  });

  it("refuses another account's card", async () => {
    const theirs = valueOf(
      OVERVIEW,
      await mock.call(OVERVIEW, { token: mock.login('wallet.one') }),
    );
    const res = await mock.call(REMOVE, {
      token: mock.login('player.one'),
      body: { bankCardId: theirs.bankCards[0]?.id ?? 0, paymentPassword: '123456' },
    });
    expect(res.json().message).toBe('bank_card_not_found');
    expect(
      valueOf(OVERVIEW, await mock.call(OVERVIEW, { token: mock.login('wallet.one') })).bankCards,
    ).toHaveLength(theirs.bankCards.length);
  });

  it('counts wrong payment passwords with the other payment-password checks', async () => {
    const token = mock.login('player.one');
    const [bound] = valueOf(OVERVIEW, await mock.call(OVERVIEW, { token })).bankCards;
    for (let i = 0; i < 4; i += 1) {
      const wrongCard = await mock.call(ADD_CARD, {
        token,
        body: { ...card, paymentPassword: '000000' },
      });
      expect(wrongCard.json().message).toBe('payment_password_incorrect');
    }
    const fifth = await mock.call(REMOVE, {
      token,
      body: { bankCardId: bound?.id ?? 0, paymentPassword: '000000' },
    });
    expect(fifth.json().message).toBe('too_many_requests');
    const right = await mock.call(REMOVE, {
      token,
      body: { bankCardId: bound?.id ?? 0, paymentPassword: '123456' },
    });
    expect(right.json().message).toBe('too_many_requests');
  });
});
