import { paths } from '@wl/paths';
import { defineFeature } from '../define-feature.js';

/**
 * The wallet: balances, transfers, deposit, withdrawal and its confirmation, transfer to the
 * upline, as member-centre pages (deposit and withdrawal also in the agent centre).
 * docs/product/member.md#wallet
 */
export const walletFeature = defineFeature({
  id: 'wallet',
  modules: [{ id: 'FUNDTRANS3', parent: null, gates: 'Fund transfers between wallets.' }],
  routes: [],
  modals: {},
  widgets: [],
  header: {
    shortcuts: [
      {
        id: 'deposit',
        labelKey: 'header.deposit',
        to: paths.member({ page: 'deposit' }),
        icon: 'deposit',
        tone: 'primary',
      },
      {
        id: 'withdraw',
        labelKey: 'header.withdraw',
        to: paths.member({ page: 'withdraw' }),
        icon: 'withdraw',
        tone: 'outline',
      },
    ],
  },
  pages: [
    {
      name: 'wallet',
      titleKey: 'wallet.pages.wallet',
      centres: ['member'],
      load: () => import('./pages/WalletPage.js'),
    },
    {
      name: 'deposit',
      titleKey: 'wallet.pages.deposit',
      centres: ['member', 'agent'],
      load: () => import('./pages/DepositPage.js'),
    },
    {
      name: 'withdraw',
      titleKey: 'wallet.pages.withdraw',
      centres: ['member', 'agent'],
      load: () => import('./pages/WithdrawPage.js'),
    },
    {
      name: 'withdrawConfirm',
      titleKey: 'wallet.pages.withdrawConfirm',
      centres: ['member', 'agent'],
      load: () => import('./pages/WithdrawConfirmPage.js'),
    },
    {
      name: 'transfer',
      titleKey: 'wallet.pages.transfer',
      centres: ['member'],
      module: 'FUNDTRANS3',
      wallets: 'several',
      load: () => import('./pages/TransferPage.js'),
    },
    {
      name: 'uplineTransfer',
      titleKey: 'wallet.pages.uplineTransfer',
      centres: ['member'],
      module: 'FUNDTRANS3',
      load: () => import('./pages/UplineTransferPage.js'),
    },
  ],
});
