import type { WalletConfirmWithdrawalBody, WalletWithdrawalsValue } from '@wl/core';

/** One withdrawal as the confirmation page shows it. */
export type Withdrawal = WalletWithdrawalsValue['withdrawals'][number];

export type Outcome = WalletConfirmWithdrawalBody['outcome'];

/** The answers a withdrawal in this status can take (docs/product/member.md#withdrawal-confirmation). */
export function outcomesFor(status: Withdrawal['status']): readonly Outcome[] {
  if (status === 'AWAITING_CONFIRMATION') return ['RECEIVED', 'PARTLY_RECEIVED', 'NOT_RECEIVED'];
  if (status === 'PARTLY_RECEIVED') return ['ALL_RECEIVED', 'PARTLY_RECEIVED'];
  return [];
}
