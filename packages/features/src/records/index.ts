import { paths } from '@wl/paths';
import { defineFeature } from '../define-feature.js';

/**
 * The member's account and betting records in the member centre, with their filters, totals and
 * details. docs/product/member.md#records
 */
export const recordsFeature = defineFeature({
  id: 'records',
  modules: [
    {
      id: 'MEMTRANS3',
      parent: null,
      gates: 'Member transaction details: the account record and the betting record.',
    },
  ],
  module: 'MEMTRANS3',
  routes: [],
  modals: {},
  widgets: [],
  header: {
    memberMenu: [
      {
        id: 'accountRecord',
        labelKey: 'header.accountRecord',
        to: paths.member({ page: 'transactionHistory' }),
      },
      {
        id: 'bettingRecord',
        labelKey: 'header.bettingRecord',
        to: paths.member({ page: 'personalHistoryCopy' }),
      },
    ],
  },
  pages: [
    {
      name: 'transactionHistory',
      titleKey: 'records.pages.transactionHistory',
      centres: ['member'],
      load: () => import('./history/TransactionHistory.js'),
    },
    {
      name: 'personalHistoryCopy',
      titleKey: 'records.pages.personalHistoryCopy',
      centres: ['member'],
      load: () => import('./history/BettingRecords.js'),
    },
  ],
});
