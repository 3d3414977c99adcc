import {
  BUNDLED_LANGUAGES,
  formatMoney,
  minorUnitsOf,
  type BundledLanguage,
} from '@wl/tenant-config';

/** The currency the shared fixtures (`fixtures/*.json`) state their amounts in. */
export const FIXTURE_CURRENCY = 'VND';

/**
 * What one unit of the fixtures' currency is worth in a merchant's currency, rounded so that the
 * demo's amounts look like that currency's (500,000 VND becomes 500 THB and 20 USD). Every amount
 * of the fixtures, a tenant's own fixture folder included, is stated in the fixtures' currency
 * and goes through this one table; a currency not listed keeps the figures as they are.
 */
export const FIXTURE_MONEY_SCALE: Readonly<Partial<Record<string, number>>> = {
  VND: 1,
  THB: 0.001,
  USD: 0.00004,
};

/**
 * An amount inside a fixture text (`"Cash {{money:50000}}"`), in the fixtures' currency: written
 * scaled, in the merchant's currency and the text's language, by the app's one money formatter.
 */
const MONEY_IN_TEXT = /\{\{money:(\d+(?:\.\d+)?)\}\}/g;

/**
 * The keys that hold money in each shared fixture file (anywhere in it: every number under such a
 * key is an amount in the fixtures' currency). Points, counts, rates and ids are not money.
 */
const MONEY_KEYS: Readonly<Partial<Record<string, ReadonlySet<string>>>> = {
  'accounts.json': new Set(['balance']),
  'auth.json': new Set(['trialBalance']),
  'bets.json': new Set(['betAmount', 'payout', 'validBet']),
  'contracts.json': new Set(['threshold']),
  'lottery.json': new Set(['reward', 'targetAmount', 'progressAmount']),
  'games.json': new Set(['minBet', 'maxBet', 'smallestWin', 'biggestWin']),
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

const isBundled = (key: string): key is BundledLanguage =>
  (BUNDLED_LANGUAGES as readonly string[]).includes(key);

/**
 * `value` with every `{{money:…}}` of its texts written out: in the language its key names (a
 * localized text's `VI`, `EN`…), else in `language`.
 */
function amountsWritten(
  value: unknown,
  currency: string,
  scale: number,
  language: BundledLanguage,
): unknown {
  if (typeof value === 'string') {
    const digits = minorUnitsOf(currency);
    return value.replace(MONEY_IN_TEXT, (_match, amount: string) =>
      formatMoney(scaled(Number(amount), scale, digits) as number, { currency, language }),
    );
  }
  if (Array.isArray(value))
    return value.map((item) => amountsWritten(item, currency, scale, language));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      amountsWritten(item, currency, scale, isBundled(key) ? key : language),
    ]),
  );
}

/**
 * A fixture file's content (shared, or a tenant's own) with its amounts in `currency`: the
 * numbers under its money keys scaled, and the amounts its texts name written out (the one
 * place the demo's money follows a merchant's currency: docs/product/money.md). Numbers stay as
 * they are for the fixtures' own currency, a currency without a scale, and files that hold no
 * money.
 */
export function fixtureInCurrency(file: string, content: unknown, currency: string): unknown {
  const scale = FIXTURE_MONEY_SCALE[currency] ?? 1;
  const keys = MONEY_KEYS[file];
  const amounts =
    scale === 1 || keys === undefined
      ? content
      : scaledAt(content, keys, scale, minorUnitsOf(currency));
  return amountsWritten(amounts, currency, scale, 'EN');
}
