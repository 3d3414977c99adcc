/**
 * The tiers an upline may offer a downline (docs/product/money.md#agent-money-rules): thresholds
 * strictly ascending from 0, each an amount of the merchant's currency no larger than
 * OFFER_THRESHOLD_MAX; every rate above 0 and no higher than the upline's own rate at that
 * threshold, so an upline may keep a margin but never pass on more than it gets.
 */
import type { ContractTier } from '@wl/api';
import { fitsPrecision } from '@wl/tenant-config';
import { BackendError } from '../backend-error.js';

/** The largest threshold an offer may name. */
const OFFER_THRESHOLD_MAX = 1_000_000_000_000;

/** The refusal words of an offer's tiers. */
const OFFER_ERRORS = {
  thresholds: 'tier_thresholds_invalid',
  amount: 'tier_amount_invalid',
  rate: 'tier_rate_invalid',
  aboveOwn: 'tier_rate_above_own',
} as const;

/** The upline's own rate for a turnover or loss of `threshold`: its highest tier reached. */
function ownRateAt(own: readonly ContractTier[], threshold: number): number {
  let rate = 0;
  for (const tier of own) if (tier.threshold <= threshold) rate = Math.max(rate, tier.rate);
  return rate;
}

/** Throws the word of the first rule the offered tiers break. */
export function assertOfferTiers(
  tiers: readonly ContractTier[],
  own: readonly ContractTier[],
  minorUnits: number,
): void {
  if (tiers.length === 0) throw new BackendError(OFFER_ERRORS.thresholds);
  tiers.forEach((tier, index) => {
    const { threshold, rate } = tier;
    if (!fitsPrecision(threshold, minorUnits) || threshold < 0 || threshold > OFFER_THRESHOLD_MAX)
      throw new BackendError(OFFER_ERRORS.amount);
    const previous = tiers[index - 1];
    if (index === 0 ? threshold !== 0 : previous !== undefined && threshold <= previous.threshold)
      throw new BackendError(OFFER_ERRORS.thresholds);
    if (!Number.isFinite(rate) || rate <= 0 || rate > 100)
      throw new BackendError(OFFER_ERRORS.rate);
    if (rate > ownRateAt(own, threshold)) throw new BackendError(OFFER_ERRORS.aboveOwn);
  });
}

/** The query form of offered tiers, `threshold:rate` pairs separated by commas (`0:1,1000000:2`). */
export function readQueryTiers(text: string): ContractTier[] {
  return text.split(',').map((pair) => {
    const [threshold = '', rate = ''] = pair.split(':');
    return { threshold: Number(threshold), rate: Number(rate) };
  });
}
