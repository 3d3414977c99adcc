import { paths, type MemberPage } from '@wl/paths';

/** Member-centre pages the header links to (docs/product/routes.md#route-table). */
export const MEMBER_PAGES = {
  deposit: 'deposit',
  withdraw: 'withdraw',
  myAccount: 'securityCenter',
  accountRecord: 'transactionHistory',
  bettingRecord: 'personalHistoryCopy',
  inbox: 'inbox',
} as const satisfies Record<string, MemberPage>;

export type MemberLink = keyof typeof MEMBER_PAGES;

export function memberPath(link: MemberLink): string {
  return paths.member({ page: MEMBER_PAGES[link] });
}
