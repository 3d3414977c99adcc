import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../test-support/index.js';
import { TransferForm } from './TransferForm.js';

describe('TransferForm', () => {
  it('refuses an empty or zero amount, keeps what was typed, then shows both balances', async () => {
    const { apiPaths } = await renderFeature(<TransferForm />, {
      language: 'EN',
      token: 'agent-token',
      answers: {
        'team.transfer': { balance: 900, downline: 'sub.p1', downlineBalance: 150 },
      },
    });
    await userEvent.type(screen.getByLabelText('Downline username'), 'sub.p1');
    await userEvent.type(screen.getByLabelText('Amount'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(screen.getByText('Enter an amount greater than 0')).toBeDefined();
    expect(screen.getByLabelText<HTMLInputElement>('Downline username').value).toBe('sub.p1');
    expect(apiPaths.filter((p) => p.includes('transferToDownline'))).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Amount'));
    await userEvent.type(screen.getByLabelText('Amount'), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(
      await screen.findByText("100 sent to sub.p1. Your balance: 900; sub.p1's balance: 150."),
    ).toBeDefined();
  });
});
