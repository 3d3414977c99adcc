import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GameVendor } from '@wl/core';
import { renderMemberPage } from '../../test-support/index.js';
import TransferPage from './TransferPage.js';

const agCasino: GameVendor = {
  vassalage: 'AG',
  displayName: 'AG Casino',
  gameType: 'LIVE',
  smallIcon: null,
  isGame: 'VASSALAGE',
  gameCode: null,
  maintenance: false,
};

const BALANCE = {
  currency: 'USD',
  currencySymbol: '$',
  sumBalance: 150,
  balance: [
    { accountTypeId: 2, availBalance: 100, accountTypeName: null },
    { accountTypeId: 5, availBalance: 50, accountTypeName: 'AG' },
  ],
};

describe('TransferPage', () => {
  it('names the game wallet by its display name in the directions and the confirmation', async () => {
    const user = userEvent.setup();
    await renderMemberPage(<TransferPage />, {
      modules: ['FUNDTRANS3'],
      answers: {
        'wallet.merchantWallet': { isSingle: false, currency: 'USD' },
        'games.menus': [{ gameCategory: 'LIVE', vendors: [agCasino] }],
        'wallet.balance': BALANCE,
        'wallet.transfer': BALANCE,
      },
    });
    const inward = await screen.findByRole('radio', { name: 'From the main wallet to AG Casino' });
    expect((inward as HTMLInputElement).checked).toBe(true);
    expect(
      screen.getByRole('radio', { name: 'From AG Casino back to the main wallet' }),
    ).toBeDefined();
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '20');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(/moved from Main wallet to AG Casino\.$/)).toBeDefined();
  });
});
