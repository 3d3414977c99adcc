import type { TransactionCategory } from './generated/types.gen.js';

/** Every transaction category of the API schema, once: the type check fails on a missing or extra one. */
const CATEGORIES = {
  DEPOSIT: true,
  WITHDRAW: true,
  TRANSFER: true,
  BET: true,
  PAYOUT: true,
  BONUS: true,
  REBATE: true,
  POINTS: true,
  ADJUSTMENT: true,
} as const satisfies Record<TransactionCategory, true>;

/** The transaction categories in the order filters offer them (the member's and the agent's records). */
export const TRANSACTION_CATEGORIES = Object.keys(CATEGORIES) as readonly TransactionCategory[];
