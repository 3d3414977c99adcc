import type { ContentMemberTransactionsValue, RecordsBetsValue } from '@wl/core';
import { GAME_TYPES } from '@wl/tenant-config';

type TransactionCategory = ContentMemberTransactionsValue['content'][number]['category'];
type BetGameType = RecordsBetsValue['content'][number]['gameType'];

/** The account record's types, in the filter's order. */
export const TRANSACTION_CATEGORIES: readonly TransactionCategory[] = [
  'DEPOSIT',
  'WITHDRAW',
  'TRANSFER',
  'BET',
  'PAYOUT',
  'BONUS',
  'REBATE',
  'POINTS',
  'ADJUSTMENT',
];

/** The betting record's game categories, in the filter's order. */
export const BET_GAME_TYPES: readonly BetGameType[] = GAME_TYPES;
