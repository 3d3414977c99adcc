/** Member-centre pages the header links to (SPEC §2 header), opened at /member?page=<page>. */
export const MEMBER_PAGES = {
  deposit: 'deposit',
  withdraw: 'withdraw',
  myAccount: 'securityCenter',
  accountRecord: 'transactionHistory',
  bettingRecord: 'personalHistoryCopy',
} as const;

export type MemberLink = keyof typeof MEMBER_PAGES;

export function memberPath(link: MemberLink): string {
  return `/member?page=${MEMBER_PAGES[link]}`;
}
