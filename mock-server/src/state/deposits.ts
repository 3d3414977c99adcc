/**
 * Deposits through the merchant's channels (docs/product/member.md#deposit): an instant channel
 * credits the main wallet at once, another leaves the deposit pending for the operator.
 */
import type { WalletDepositChannelsValue } from '@wl/contract';
import { BackendError } from '../backend-error.js';
import type { Account } from './accounts.js';
import { recordTransaction, type LedgerState } from './ledger.js';
import { roundMoney } from './money.js';

export type DepositChannel = WalletDepositChannelsValue['channels'][number];

export interface DepositResult {
  transactionId: string;
  amount: number;
  balance: number;
  status: 'SUCCESS' | 'PENDING';
}

/** Refusals: channel_not_found, amount_out_of_range (outside the channel's limits). */
export function deposit(
  channels: readonly DepositChannel[],
  ledger: LedgerState,
  account: Account,
  request: { channelId: string; amount: number },
  now: Date,
): DepositResult {
  const channel = channels.find((c) => c.id === request.channelId);
  if (!channel) throw new BackendError('channel_not_found');
  const amount = roundMoney(request.amount);
  if (amount < channel.minAmount || (channel.maxAmount !== null && amount > channel.maxAmount))
    throw new BackendError('amount_out_of_range');
  if (channel.instant) account.balance = roundMoney(account.balance + amount);
  const entry = recordTransaction(
    ledger,
    account.username,
    {
      category: 'DEPOSIT',
      amount,
      balanceAfter: account.balance,
      remark: channel.name,
      status: channel.instant ? 'SUCCESS' : 'PENDING',
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
