import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WalletDepositChannelsValue } from '@wl/core';
import type { FakeAnswers } from '@wl/core/testing';
import { renderFeature } from '../../test-support/index.js';
import DepositPage from './DepositPage.js';

const CHANNELS: WalletDepositChannelsValue = {
  channels: [
    {
      id: 'BANK',
      name: 'Bank transfer',
      kind: 'BANK',
      minAmount: 100,
      maxAmount: 5000,
      presets: [100, 500],
      instant: false,
      bank: { bankName: 'Big Bank', accountName: 'SITE LTD', accountNumber: '001-234' },
    },
    {
      id: 'WALLET',
      name: 'E-wallet',
      kind: 'EWALLET',
      minAmount: 10,
      maxAmount: null,
      presets: [],
      instant: true,
      bank: null,
    },
  ],
};

function render(sent: unknown[], channels: FakeAnswers['wallet.depositChannels'] = CHANNELS) {
  return renderFeature(<DepositPage />, {
    language: 'EN',
    currency: 'USD',
    token: 'member-token',
    answers: {
      'wallet.merchantWallet': { isSingle: false, currency: 'USD' },
      'wallet.depositChannels': channels,
      'wallet.deposit': (request, reply) => {
        const body = JSON.parse(String(request.data)) as { channelId: string; amount: number };
        sent.push(body);
        return reply.value({
          transactionId: 'T1',
          amount: body.amount,
          balance: 1000,
          status: body.channelId === 'BANK' ? 'PENDING' : 'SUCCESS',
        });
      },
    },
  });
}

describe('DepositPage', () => {
  it("shows the bank to pay into and refuses an amount outside the channel's limits, keeping it", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    await render(sent);
    expect(await screen.findByText('001-234')).toBeDefined();
    expect(screen.getByText('Between $100.00 and $5,000.00')).toBeDefined();
    const amount = screen.getByLabelText('Amount');
    await user.type(amount, '50');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(screen.getByText('The amount must be at least $100.00')).toBeDefined();
    expect((amount as HTMLInputElement).value).toBe('50');
    expect(sent).toEqual([]);
  });

  it('deposits a preset amount and says the bank transfer waits for the payment', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    await render(sent);
    await user.click(await screen.findByRole('button', { name: '$500.00' }));
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(sent).toEqual([{ channelId: 'BANK', amount: 500 }]));
    expect(await screen.findByText(/Your deposit of \$500.00 is waiting/)).toBeDefined();
  });

  it('says an instant channel credited the main wallet', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    await render(sent);
    await user.click(await screen.findByRole('radio', { name: /E-wallet/ }));
    await user.type(screen.getByLabelText('Amount'), '1,250.005');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(screen.getByText('Please enter at most 2 decimals')).toBeDefined();
    expect(sent).toEqual([]);
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '1,250');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(sent).toEqual([{ channelId: 'WALLET', amount: 1250 }]));
    expect(await screen.findByText('$1,250.00 has been added to your main wallet.')).toBeDefined();
  });

  it('says the payment methods could not be loaded, and loads them again on request', async () => {
    const user = userEvent.setup();
    let calls = 0;
    await render([], (_request, reply) =>
      ++calls === 1 ? reply.failure() : reply.value(CHANNELS),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'The payment methods could not be loaded. Please try again.',
    );
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('001-234')).toBeDefined();
  });
});
