import { minorUnitsOf } from '@wl/tenant-config';

/** The currency the shared fixtures (`fixtures/*.json`) state their amounts in. */
export const FIXTURE_CURRENCY = 'VND';

/**
 * What one unit of the fixtures' currency is worth in a merchant's currency, rounded so that the
 * demo's amounts look like that currency's (500,000 VND becomes 500 THB). A currency not listed
 * keeps the shared figures: its tenant's fixture folder states its own (jade's USD figures).
 */
export const FIXTURE_MONEY_SCALE: Readonly<Partial<Record<string, number>>> = {
  VND: 1,
  THB: 0.001,
};

/**
 * The keys that hold money in each shared fixture file (anywhere in it: every number under such a
 * key is an amount in the fixtures' currency). Points, counts, rates and ids are not money.
 */
const MONEY_KEYS: Readonly<Partial<Record<string, ReadonlySet<string>>>> = {
  'accounts.json': new Set(['balance']),
  'auth.json': new Set(['trialBalance']),
  'bets.json': new Set(['betAmount', 'payout', 'validBet']),
  'contracts.json': new Set(['threshold']),
  'games.json': new Set(['minBet', 'maxBet']),
  'points.json': new Set(['amount']),
  'raffles.json': new Set(['prizeAmount']),
  'rewards.json': new Set([
    'deposit',
    'bet',
    'referralReward',
    'minAmount',
    'maxAmount',
    'rewardAmount',
    'loginRewards',
  ]),
  'transactions.json': new Set(['amount']),
  'wallet.json': new Set([
    'vendorBalances',
    'lockedBalances',
    'minAmount',
    'maxAmount',
    'presets',
    'amount',
  ]),
};

/** `value` with every number in it times `scale`, rounded to `digits` decimals. */
function scaled(value: unknown, scale: number, digits: number): unknown {
  if (typeof value === 'number') {
    const factor = 10 ** digits;
    return Math.round(value * scale * factor) / factor;
  }
  if (Array.isArray(value)) return value.map((item) => scaled(item, scale, digits));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, scaled(item, scale, digits)]),
    );
  return value;
}

/** `value` with every number under one of `keys` scaled. */
function scaledAt(
  value: unknown,
  keys: ReadonlySet<string>,
  scale: number,
  digits: number,
): unknown {
  if (Array.isArray(value)) return value.map((item) => scaledAt(item, keys, scale, digits));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      keys.has(key) ? scaled(item, scale, digits) : scaledAt(item, keys, scale, digits),
    ]),
  );
}

/**
 * A shared fixture file's content with its amounts in `currency` (the one place the demo's money
 * follows a merchant's currency: docs/product/money.md). Unchanged for the fixtures' own
 * currency, a currency without a scale, and files that hold no money.
 */
export function fixtureInCurrency(file: string, content: unknown, currency: string): unknown {
  const scale = FIXTURE_MONEY_SCALE[currency];
  const keys = MONEY_KEYS[file];
  if (scale === undefined || scale === 1 || keys === undefined) return content;
  return scaledAt(content, keys, scale, minorUnitsOf(currency));
}
