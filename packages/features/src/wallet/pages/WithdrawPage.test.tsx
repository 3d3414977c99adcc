import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SecurityOverviewValue } from '@wl/core';
import type { FakeAnswers } from '@wl/core/testing';
import { renderFeature } from '../../test-support/index.js';
import WithdrawPage from './WithdrawPage.js';

const CARDS: SecurityOverviewValue['bankCards'] = [
  {
    id: 7,
    bankName: 'Big Bank',
    accountName: 'ANNA LEE',
    maskedNumber: '**** **** 1234',
    boundAt: '2030-01-01T00:00:00.000Z',
  },
  {
    id: 9,
    bankName: 'River Bank',
    accountName: 'ANNA LEE',
    maskedNumber: '**** **** 9876',
    boundAt: '2030-01-02T00:00:00.000Z',
  },
];

function security(
  bankCards: SecurityOverviewValue['bankCards'],
  paymentPassword = { enabled: true, isSet: true },
): SecurityOverviewValue {
  return { paymentPassword, maxBankCards: 3, bankCards, mobile: null, email: null };
}

/** A backend whose payment password is 246810; what the page sent is kept in `sent`. */
function render(
  overview: SecurityOverviewValue,
  sent: Record<string, unknown>[] = [],
  path?: string,
) {
  let main = 5000;
  const answers: FakeAnswers = {
    'wallet.merchantWallet': { isSingle: false, currency: 'USD' },
    'wallet.balance': (_request, reply) =>
      reply.value({
        currency: 'USD',
        currencySymbol: '$',
        sumBalance: main,
        balance: [{ accountTypeId: 2, availBalance: main, accountTypeName: null }],
      }),
    'security.overview': overview,
    'wallet.withdraw': (request, reply) => {
      const body = JSON.parse(String(request.data)) as {
        amount: number;
        bankCardId: number;
        paymentPassword?: string;
      };
      sent.push(body);
      if (overview.paymentPassword.enabled && body.paymentPassword !== '246810')
        return reply.failure('payment_password_incorrect');
      main -= body.amount;
      const card = CARDS.find((c) => c.id === body.bankCardId)!;
      return reply.value({
        transactionId: 'W1',
        amount: body.amount,
        balance: main,
        status: 'PENDING',
        bankCard: { bankName: card.bankName, maskedNumber: card.maskedNumber },
      });
    },
  };
  return renderFeature(<WithdrawPage />, {
    language: 'EN',
    currency: 'USD',
    token: 'member-token',
    ...(path === undefined ? {} : { path }),
    answers,
  });
}

describe('WithdrawPage', () => {
  it('without a bound card shows no form but a link to bind one in the security centre', async () => {
    await render(security([]));
    expect(
      await screen.findByText(
        'You have no bank card to withdraw to yet. Bind one in the security centre first.',
      ),
    ).toBeDefined();
    const bind = screen.getByRole('link', { name: 'Bind a bank card' });
    expect(bind.getAttribute('href')).toBe('/member?page=securityCenter');
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('in the agent centre opens the security centre in a new tab and says so', async () => {
    await render(security([]), [], '/agentHome?page=withdraw');
    const bind = await screen.findByRole('link', { name: 'Bind a bank card' });
    expect(bind.getAttribute('target')).toBe('_blank');
    expect(
      screen.getByText('The security centre opens in a new tab; the agent centre stays open here.'),
    ).toBeDefined();
  });

  it('asks for a payment password to be set first where the merchant uses one', async () => {
    await render(security(CARDS, { enabled: true, isSet: false }));
    const set = await screen.findByRole('link', { name: 'Set a payment password' });
    expect(set.getAttribute('href')).toBe('/member?page=securityCenter');
    expect(screen.queryByLabelText('Amount')).toBeNull();
  });

  it('keeps what was typed when the payment password is wrong, then withdraws to the chosen card', async () => {
    const user = userEvent.setup();
    const sent: Record<string, unknown>[] = [];
    await render(security(CARDS), sent);
    const first = await screen.findByRole<HTMLInputElement>('radio', {
      name: /Big Bank \*{4} \*{4} 1234/,
    });
    expect(first.checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: /River Bank/ }));
    await user.type(screen.getByLabelText('Amount'), '1,500');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Enter your payment password.')).toBeDefined();
    expect(sent).toEqual([]);

    const password = screen.getByLabelText<HTMLInputElement>('Payment password');
    await user.type(password, '111111');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The payment password is not correct.')).toBeDefined();
    expect(screen.getByLabelText<HTMLInputElement>('Amount').value).toBe('1,500');
    expect(password.value).toBe('111111');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /River Bank/ }).checked).toBe(true);

    await user.clear(password);
    await user.type(password, '246810');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText(
        'Your withdrawal of $1,500.00 to River Bank **** **** 9876 has been requested and left your main wallet.',
      ),
    ).toBeDefined();
    expect(sent.at(-1)).toEqual({ amount: 1500, bankCardId: 9, paymentPassword: '246810' });
    expect(await screen.findByText('Main wallet: $3,500.00')).toBeDefined();
  });

  it('asks no payment password where the merchant does not use one', async () => {
    const user = userEvent.setup();
    const sent: Record<string, unknown>[] = [];
    await render(security(CARDS, { enabled: false, isSet: false }), sent);
    await user.type(await screen.findByLabelText('Amount'), '200');
    expect(screen.queryByLabelText('Payment password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(sent).toEqual([{ amount: 200, bankCardId: 7 }]));
  });
});
