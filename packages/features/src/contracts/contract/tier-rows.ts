import { produce } from 'immer';
import type { ContractTier } from '@wl/core';
import { topRate } from './contract-kinds.js';

/** A tier as typed in the offer form. */
export interface TierRow {
  threshold: string;
  rate: string;
}

/** The rows with one figure of one row replaced; the other rows stay the same objects. */
export const editTierRow = (
  rows: readonly TierRow[],
  index: number,
  field: keyof TierRow,
  value: string,
): TierRow[] =>
  produce(rows as TierRow[], (draft) => {
    const row = draft[index];
    if (row) row[field] = value;
  });

export type TierProblem = 'required' | 'number' | 'aboveOwn';

export const toRows = (tiers: readonly ContractTier[]): TierRow[] =>
  tiers.map((tier) => ({ threshold: String(tier.threshold), rate: String(tier.rate) }));

/**
 * The tiers to offer, or what is wrong with each row: both figures given, not negative, and no
 * rate above the agent's own highest rate (docs/product/agent.md#contract-pages).
 */
export function readTiers(
  rows: readonly TierRow[],
  own: readonly ContractTier[],
): { tiers: ContractTier[]; problems: (TierProblem | null)[] } {
  const cap = topRate(own);
  const tiers: ContractTier[] = [];
  const problems = rows.map((row): TierProblem | null => {
    if (row.threshold.trim() === '' || row.rate.trim() === '') return 'required';
    const threshold = Number(row.threshold);
    const rate = Number(row.rate);
    if (!Number.isFinite(threshold) || !Number.isFinite(rate) || threshold < 0 || rate < 0)
      return 'number';
    if (rate > cap) return 'aboveOwn';
    tiers.push({ threshold, rate });
    return null;
  });
  return { tiers, problems };
}
