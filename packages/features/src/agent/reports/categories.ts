import { TRANSACTION_CATEGORIES as ALL_TRANSACTION_CATEGORIES } from '@wl/core';
import { GAME_TYPES, navLabelKey } from '@wl/tenant-config';
import type { CategoryOption } from './ReportFilters.js';

/** Game categories a team betting report is narrowed to (labels: the site's game navigation). */
export const GAME_CATEGORIES: readonly CategoryOption[] = GAME_TYPES.map((value) => ({
  value,
  labelKey: navLabelKey(value),
}));

/** Transaction categories of the account details. */
export const TRANSACTION_CATEGORIES: readonly CategoryOption[] = ALL_TRANSACTION_CATEGORIES.map(
  (value) => ({ value, labelKey: `agent.transaction.${value}` }),
);

/** Kinds of income. */
export const INCOME_CATEGORIES: readonly CategoryOption[] = TRANSACTION_CATEGORIES.filter(
  (c) => c.value === 'BONUS' || c.value === 'REBATE',
);
