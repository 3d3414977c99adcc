import { paths, type CentrePageName } from '@wl/paths';
import { defineFeature, type CentrePage } from '../define-feature.js';

/** A member-centre page of this feature, titled `records.pages.<name>`. */
function memberPage(name: CentrePageName, load: CentrePage['load']): CentrePage {
  return { name, titleKey: `records.pages.${name}`, centres: ['member'], load };
}

/**
 * The member's own account pages in the member centre: the account and betting records, the
 * security centre, feedback and the app download. docs/product/member.md#records
 */
export const recordsFeature = defineFeature({
  id: 'records',
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
    memberPage('securityCenter', () => import('./security/SecurityCenter.js')),
    memberPage('transactionHistory', () => import('./history/TransactionHistory.js')),
    memberPage('personalHistoryCopy', () => import('./history/BettingRecords.js')),
    memberPage('feedback', () => import('./feedback/Feedback.js')),
    memberPage('downloadApp', () => import('./download/DownloadApp.js')),
  ],
});
