import { produce } from 'immer';
import type { ContractTier } from '@wl/core';
import { fitsPrecision } from '@wl/tenant-config';

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

export type TierProblem = 'required' | 'number' | 'amount' | 'order' | 'zero' | 'aboveOwn';

/** The largest threshold an offer may name (the backend's limit too). */
const TIER_THRESHOLD_MAX = 1_000_000_000_000;

/** The rows with an empty row added at the end. */
export const addTierRow = (rows: readonly TierRow[]): TierRow[] => [
  ...rows,
  { threshold: '', rate: '' },
];

/** The rows without the one at `index`. */
export const removeTierRow = (rows: readonly TierRow[], index: number): TierRow[] =>
  rows.filter((_, i) => i !== index);

/** The agent's own rate for a threshold: the highest of its tiers reached there. */
export function ownRateAt(own: readonly ContractTier[], threshold: number): number {
  return Math.max(0, ...own.filter((t) => t.threshold <= threshold).map((t) => t.rate));
}

export const toRows = (tiers: readonly ContractTier[]): TierRow[] =>
  tiers.map((tier) => ({ threshold: String(tier.threshold), rate: String(tier.rate) }));

/**
 * The tiers to offer, or what is wrong with each row (docs/product/money.md#agent-money-rules):
 * both figures given; thresholds amounts of the currency (`minorUnits` decimals, at most
 * TIER_THRESHOLD_MAX) rising strictly from 0; rates above 0 and not above the agent's own rate
 * at that threshold.
 */
export function readTiers(
  rows: readonly TierRow[],
  own: readonly ContractTier[],
  minorUnits: number,
): { tiers: ContractTier[]; problems: (TierProblem | null)[] } {
  const tiers: ContractTier[] = [];
  let previous: number | null = null;
  const problems = rows.map((row, index): TierProblem | null => {
    if (row.threshold.trim() === '' || row.rate.trim() === '') return 'required';
    const threshold = Number(row.threshold);
    const rate = Number(row.rate);
    if (!Number.isFinite(threshold) || !Number.isFinite(rate) || threshold < 0 || rate < 0)
      return 'number';
    if (!fitsPrecision(threshold, minorUnits) || threshold > TIER_THRESHOLD_MAX) return 'amount';
    const after = previous;
    previous = threshold;
    if (index === 0 ? threshold !== 0 : after !== null && threshold <= after) return 'order';
    if (rate === 0) return 'zero';
    if (rate > ownRateAt(own, threshold)) return 'aboveOwn';
    tiers.push({ threshold, rate });
    return null;
  });
  return { tiers, problems };
}
