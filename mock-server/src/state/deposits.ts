/**
 * Deposits through the merchant's channels (docs/product/member.md#deposit): an instant channel
 * credits the main wallet at once, another leaves the deposit pending for the operator.
 */
import type { WalletDepositChannelsValue } from '@wl/api';
import { BackendError } from '../backend-error.js';
import type { Account } from './accounts.js';
import { post, requireAmount, toUnits, type LedgerState } from './ledger.js';
import type { KeptText } from './localized-text.js';

/** A deposit channel of the fixture: its name in every language, shown in the caller's. */
export type DepositChannel = Omit<WalletDepositChannelsValue['channels'][number], 'name'> & {
  name: KeptText;
};

export interface DepositResult {
  transactionId: string;
  amount: number;
  balance: number;
  status: 'SUCCESS' | 'PENDING';
}

/**
 * Refusals: channel_not_found, request_param_err (not above zero at the currency's precision),
 * amount_out_of_range (outside the channel's limits). A pending deposit is entered without moving
 * the balance.
 */
export function deposit(
  channels: readonly DepositChannel[],
  ledger: LedgerState,
  account: Account,
  request: { channelId: string; amount: number },
  now: Date,
): DepositResult {
  const channel = channels.find((c) => c.id === request.channelId);
  if (!channel) throw new BackendError('channel_not_found');
  const amountMinor = requireAmount(ledger, request.amount);
  const amount = toUnits(ledger, amountMinor);
  if (amount < channel.minAmount || (channel.maxAmount !== null && amount > channel.maxAmount))
    throw new BackendError('amount_out_of_range');
  const entry = post(
    ledger,
    {
      owner: account.username,
      category: 'DEPOSIT',
      amountMinor,
      remark: channel.name,
      status: channel.instant ? 'SUCCESS' : 'PENDING',
      moves: channel.instant,
    },
    now,
  );
  return {
    transactionId: entry.id,
    amount,
    balance: account.balance,
    status: channel.instant ? 'SUCCESS' : 'PENDING',
  };
}
