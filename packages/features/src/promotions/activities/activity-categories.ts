import type { PromotionsListQuery } from '@wl/core';

export type ActivityCategory = NonNullable<PromotionsListQuery['category']>;

/** The category tabs in order; ALL shows every activity. docs/product/member.md#promotion-categories */
export const CATEGORY_TABS: readonly (ActivityCategory | 'ALL')[] = [
  'ALL',
  'NEW_PLAYER',
  'DEPOSIT',
  'VIP',
  'FOOTBALL',
  'CASINO',
  'SLOT',
  'FISHING',
  'LOTTERY',
  'CARD',
  'REBATE',
  'POINT_MALL',
  'APP_DOWNLOAD',
  'OTHER',
];
