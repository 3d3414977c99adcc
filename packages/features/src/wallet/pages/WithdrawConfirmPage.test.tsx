import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WalletWithdrawalsValue } from '@wl/core';
import { renderFeature } from '../../test-support/index.js';
import WithdrawConfirmPage from './WithdrawConfirmPage.js';

const withdrawal = (
  id: string,
  status: WalletWithdrawalsValue['withdrawals'][number]['status'],
  receivedAmount = 0,
) => ({
  transactionId: id,
  amount: 1000,
  receivedAmount,
  status,
  requestedAt: '2026-01-05T10:00:00.000Z',
  paidAt: '2026-01-05T10:00:00.000Z',
  confirmBy: '2026-01-05T10:30:00.000Z',
  hasProof: false,
});

const LIST: WalletWithdrawalsValue = {
  forcedReceiptMinutes: 30,
  withdrawals: [
    withdrawal('W1', 'AWAITING_CONFIRMATION'),
    withdrawal('W2', 'PARTLY_RECEIVED', 400),
    withdrawal('W3', 'FORCED_RECEIVED', 1000),
  ],
};

function render(sent: unknown[]) {
  return renderFeature(<WithdrawConfirmPage />, {
    language: 'EN',
    currency: 'USD',
    token: 'member-token',
    answers: {
      'wallet.merchantWallet': { isSingle: false, currency: 'USD' },
      'wallet.withdrawals': LIST,
      'wallet.confirmWithdrawal': (request, reply) => {
        sent.push(JSON.parse(String(request.data)));
        return reply.value(withdrawal('W1', 'RECEIVED', 1000));
      },
    },
  });
}

const item = async (id: string) =>
  within(await screen.findByRole('article', { name: new RegExp(`Withdrawal ${id}:`) }));

describe('WithdrawConfirmPage', () => {
  it('states the forced receipt before any answer, and offers no answer once it applies', async () => {
    await render([]);
    expect(await screen.findByText(/you have 30 minutes to tell us what arrived/)).toBeDefined();
    const open = await item('W1');
    expect(
      open.getByText(/After that this withdrawal counts as received and nothing is returned/),
    ).toBeDefined();
    const forced = await item('W3');
    expect(forced.getByText('Counted as received (not confirmed in time)')).toBeDefined();
    expect(forced.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('shows what partly arrived and the remainder, and refuses a part that is not less than it', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    await render(sent);
    const partly = await item('W2');
    expect(partly.getByText('Received $400.00, remainder $600.00')).toBeDefined();
    await user.click(partly.getByRole('radio', { name: 'Partly received' }));
    await user.type(partly.getByLabelText('Amount received'), '600');
    await user.click(partly.getByRole('button', { name: 'Confirm' }));
    expect(partly.getByText(/A part must be less than the \$600.00 still due/)).toBeDefined();
    expect(sent).toEqual([]);
  });

  it('needs a png or jpg proof for "not received", checked by its content', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const sent: unknown[] = [];
    await render(sent);
    const open = await item('W1');
    await user.click(open.getByRole('radio', { name: 'Not received' }));
    await user.click(open.getByRole('button', { name: 'Confirm' }));
    expect(open.getByText('Please attach a picture as proof')).toBeDefined();
    const fake = new File([new TextEncoder().encode('GIF89a')], 'proof.png', { type: 'image/png' });
    await user.upload(open.getByLabelText(/Proof that it did not arrive/), fake);
    await user.click(open.getByRole('button', { name: 'Confirm' }));
    expect(await open.findByText('The proof must be a png or jpg picture')).toBeDefined();
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
      'p.png',
      {
        type: 'image/png',
      },
    );
    await user.upload(open.getByLabelText(/Proof that it did not arrive/), png);
    await user.click(open.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          transactionId: 'W1',
          outcome: 'NOT_RECEIVED',
          proofImages: [{ name: 'p.png', data: 'iVBORw0KGgo=' }],
        },
      ]),
    );
  });

  it('sends up to 3 proofs and refuses a 4th or one of 5 MB before sending', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    await render(sent);
    const open = await item('W1');
    await user.click(open.getByRole('radio', { name: 'Not received' }));
    const png = (name: string, bytes = 8) => {
      const data = new Uint8Array(bytes);
      data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      return new File([data], name, { type: 'image/png' });
    };
    const field = open.getByLabelText(/Proof that it did not arrive/);
    await user.upload(field, [png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    await user.click(open.getByRole('button', { name: 'Confirm' }));
    expect(await open.findByText('Attach at most 3 pictures')).toBeDefined();
    await user.upload(field, [png('1.png'), png('big.png', 5 * 1024 * 1024 + 1)]);
    await user.click(open.getByRole('button', { name: 'Confirm' }));
    expect(await open.findByText('The picture must be under 5 MB')).toBeDefined();
    expect(sent).toEqual([]);
    await user.upload(field, [png('1.png'), png('2.png')]);
    await user.click(open.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          transactionId: 'W1',
          outcome: 'NOT_RECEIVED',
          proofImages: [
            { name: '1.png', data: 'iVBORw0KGgo=' },
            { name: '2.png', data: 'iVBORw0KGgo=' },
          ],
        },
      ]),
    );
  });

  it('chooses no outcome for the player, and sends nothing until one is chosen', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    await render(sent);
    const open = await item('W1');
    for (const radio of open.getAllByRole('radio')) expect(radio).toHaveProperty('checked', false);
    await user.click(open.getByRole('button', { name: 'Confirm' }));
    expect(open.getByRole('alert').textContent).toBe('Please choose what arrived');
    expect(sent).toEqual([]);
    await user.click(open.getByRole('radio', { name: 'Received in full' }));
    expect(open.queryByRole('alert')).toBeNull();
    await user.click(open.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent).toEqual([{ transactionId: 'W1', outcome: 'RECEIVED' }]));
  });

  it('refuses a proof over 5 MB as soon as it is chosen, and sends one of 4.9 MB', async () => {
    const user = userEvent.setup();
    const sent: { proofImages?: { name: string; data: string }[] }[] = [];
    await render(sent);
    const open = await item('W1');
    await user.click(open.getByRole('radio', { name: 'Not received' }));
    const field = open.getByLabelText(/^Proof that it did not arrive/);
    await user.upload(field, png(5.1 * MB));
    expect(open.getByRole('alert').textContent).toBe('The picture must be under 5 MB');
    await user.click(open.getByRole('button', { name: 'Confirm' }));
    expect(sent).toEqual([]);
    await user.upload(field, png(4.9 * MB));
    expect(open.queryByText('The picture must be under 5 MB')).toBeNull();
    await user.click(open.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 5000 });
    expect(sent[0]?.proofImages?.[0]?.data.startsWith('iVBORw0KGgo')).toBe(true);
  });
});

const MB = 1024 * 1024;

/** A png picture of `bytes` bytes (its content starts as a png does). */
function png(bytes: number): File {
  const content = new Uint8Array(Math.round(bytes));
  content.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([content], 'proof.png', { type: 'image/png' });
}
