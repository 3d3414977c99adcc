import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecordedRequest } from '@wl/core/testing';
import { renderFeature } from '../test-support/index.js';
import { TransferForm } from './TransferForm.js';

const overview = (enabled: boolean, isSet = true) => ({
  paymentPassword: { enabled, isSet },
  maxBankCards: 3,
  bankCards: [],
  mobile: null,
  email: null,
});

describe('TransferForm', () => {
  it('refuses an empty or zero amount, keeps what was typed, then shows both balances', async () => {
    const { apiPaths } = await renderFeature(<TransferForm />, {
      language: 'EN',
      token: 'agent-token',
      answers: {
        'security.overview': overview(false),
        'team.transfer': { balance: 900, downline: 'sub.p1', downlineBalance: 150 },
      },
    });
    await screen.findByRole('button', { name: 'Transfer' });
    expect(screen.queryByLabelText('Payment password')).toBeNull();
    await userEvent.type(screen.getByLabelText('Downline username'), 'sub.p1');
    await userEvent.type(screen.getByLabelText('Amount'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(screen.getByText('Please enter an amount above zero')).toBeDefined();
    expect(screen.getByLabelText<HTMLInputElement>('Downline username').value).toBe('sub.p1');
    expect(apiPaths.filter((p) => p.includes('transferToDownline'))).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Amount'));
    await userEvent.type(screen.getByLabelText('Amount'), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(
      await screen.findByText("₫100 sent to sub.p1. Your balance: ₫900; sub.p1's balance: ₫150."),
    ).toBeDefined();
  });

  it('sends the payment password, tells a wrong one on its field and keeps what was typed', async () => {
    const sent: RecordedRequest[] = [];
    await renderFeature(<TransferForm downline="sub.p1" />, {
      language: 'EN',
      token: 'agent-token',
      answers: {
        'security.overview': overview(true),
        'team.transfer': (request, reply) => {
          sent.push(request);
          if (sent.length === 1) return reply.failure('payment_password_incorrect');
          return reply.value({ balance: 900, downline: 'sub.p1', downlineBalance: 150 });
        },
      },
    });
    const password = await screen.findByLabelText<HTMLInputElement>('Payment password');
    await userEvent.type(screen.getByLabelText('Amount'), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(screen.getByText('Input cannot be empty')).toBeDefined();
    expect(sent).toEqual([]);

    await userEvent.type(password, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('The payment password is incorrect.')).toBeDefined();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>('Amount').value).toBe('100');
    expect(password.value).toBe('000000');

    await userEvent.clear(password);
    await userEvent.type(password, '135790');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await screen.findByText(/^₫100 sent to sub.p1/);
    expect(sent.map((r) => JSON.parse(String(r.data)) as unknown)).toEqual([
      { downline: 'sub.p1', amount: 100, paymentPassword: '000000' },
      { downline: 'sub.p1', amount: 100, paymentPassword: '135790' },
    ]);
    expect(password.value).toBe('');
  });

  it('asks an agent without a payment password to set one first and sends nothing', async () => {
    await renderFeature(<TransferForm downline="sub.p1" />, {
      language: 'EN',
      token: 'agent-token',
      answers: { 'security.overview': overview(true, false) },
    });
    expect(
      await screen.findByText(
        'Set a payment password in your security centre before you transfer.',
      ),
    ).toBeDefined();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Transfer' }).disabled).toBe(true);
  });
});

describe('TransferForm refusals', () => {
  it.each([
    ['transfer_to_self', 'Bạn không thể chuyển tiền cho chính mình.'],
    ['forbidden', 'Tài khoản này không thuộc đội nhóm của bạn.'],
    ['insufficient_balance', 'Số dư của bạn không đủ cho lần chuyển này.'],
  ])('tells %s in the page language', async (word, text) => {
    await renderFeature(<TransferForm />, {
      language: 'VI',
      token: 'agent-token',
      answers: {
        'security.overview': overview(false),
        'team.transfer': (_request, reply) => reply.failure(word),
      },
    });
    const submit = await screen.findByRole('button', { name: 'Chuyển tiền' });
    await userEvent.type(screen.getByLabelText('Tên đăng nhập tuyến dưới'), 'agent.sub');
    await userEvent.type(screen.getByLabelText('Số tiền'), '100');
    await userEvent.click(submit);
    expect(await screen.findByText(text)).toBeDefined();
  });
});
