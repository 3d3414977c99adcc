/**
 * Whether a merchant's seeded money figures fit its currency
 * (docs/product/money.md#tenant-money-settings): the mock's currency is the tenant's, every figure
 * has at most the currency's decimals, every range runs from a positive minimum up to its maximum,
 * and no one-off figure (a withdrawal minimum, a reward, a prize) is above the largest deposit a
 * member can make, which is how figures of another currency show up.
 */
import { fitsPrecision, minorUnitsOf } from '@wl/tenant-config';
import type { Fixtures } from './fixture-types.js';

/** One figure: where it is (`rewards.json#/withdraw/minAmount`) and its value. */
interface Figure {
  at: string;
  amount: number;
}

interface Range {
  at: string;
  min: number;
  max: number | null;
}

const entries = <T>(record: Record<string, T> | undefined): [string, T][] =>
  Object.entries(record ?? {});

/** Every amount of money in the fixtures, by where it is. */
function moneyFigures(f: Fixtures): Figure[] {
  const { accounts, wallet, rewards } = f;
  return [
    ...accounts.accounts.map((a, i) => ({
      at: `accounts.json#/accounts/${i}/balance`,
      amount: a.balance,
    })),
    ...entries(wallet.vendorBalances).flatMap(([user, byVendor]) =>
      entries(byVendor).map(([vendor, amount]) => ({
        at: `wallet.json#/vendorBalances/${user}/${vendor}`,
        amount,
      })),
    ),
    ...entries(wallet.lockedBalances).map(([user, amount]) => ({
      at: `wallet.json#/lockedBalances/${user}`,
      amount,
    })),
    ...wallet.depositChannels.flatMap((c, i) => [
      ...c.presets.map((amount, p) => ({
        at: `wallet.json#/depositChannels/${i}/presets/${p}`,
        amount,
      })),
    ]),
    ...(wallet.withdrawals ?? []).map((w, i) => ({
      at: `wallet.json#/withdrawals/${i}/amount`,
      amount: w.amount,
    })),
    ...rangeFigures(limitRanges(f)),
    ...rewards.ranks.flatMap((r, i) => [
      { at: `rewards.json#/ranks/${i}/deposit`, amount: r.deposit },
      { at: `rewards.json#/ranks/${i}/bet`, amount: r.bet },
    ]),
    ...entries(rewards.accountProgress).flatMap(([user, p]) => [
      { at: `rewards.json#/accountProgress/${user}/deposit`, amount: p.deposit },
      { at: `rewards.json#/accountProgress/${user}/bet`, amount: p.bet },
      { at: `rewards.json#/accountProgress/${user}/referralReward`, amount: p.referralReward },
    ]),
    ...oneOffFigures(f),
  ];
}

/** Amounts paid once (rewards, prizes, cash redemptions): none above the largest deposit. */
function oneOffFigures(f: Fixtures): Figure[] {
  const { rewards, points, raffles } = f;
  return [
    ...rewards.loginRewards.map((amount, i) => ({ at: `rewards.json#/loginRewards/${i}`, amount })),
    ...rewards.issuedPromotions.map((p, i) => ({
      at: `rewards.json#/issuedPromotions/${i}/rewardAmount`,
      amount: p.rewardAmount,
    })),
    ...rewards.registerPromotions.map((p, i) => ({
      at: `rewards.json#/registerPromotions/${i}/rewardAmount`,
      amount: p.rewardAmount,
    })),
    ...rewards.extraRewardClaims.map((c, i) => ({
      at: `rewards.json#/extraRewardClaims/${i}/rewardAmount`,
      amount: c.rewardAmount,
    })),
    ...points.rewards.flatMap((r, i) =>
      r.type === 'CASH' && r.amount !== null
        ? [{ at: `points.json#/rewards/${i}/amount`, amount: r.amount }]
        : [],
    ),
    ...raffles.map((r, i) => ({ at: `raffles.json#/${i}/prizeAmount`, amount: r.prizeAmount })),
  ];
}

function limitRanges(f: Fixtures): Range[] {
  return [
    {
      at: 'rewards.json#/deposit',
      min: f.rewards.deposit.minAmount,
      max: f.rewards.deposit.maxAmount,
    },
    {
      at: 'rewards.json#/withdraw',
      min: f.rewards.withdraw.minAmount,
      max: f.rewards.withdraw.maxAmount,
    },
    ...f.wallet.depositChannels.map((c, i) => ({
      at: `wallet.json#/depositChannels/${i}`,
      min: c.minAmount,
      max: c.maxAmount,
    })),
  ];
}

function rangeFigures(ranges: Range[]): Figure[] {
  return ranges.flatMap((r) => [
    { at: `${r.at}/minAmount`, amount: r.min },
    ...(r.max === null ? [] : [{ at: `${r.at}/maxAmount`, amount: r.max }]),
  ]);
}

/**
 * What is wrong with the money figures of a merchant's fixtures for the tenant's currency, as
 * `file#pointer: problem` lines; empty when they fit.
 */
export function moneySettingsProblems(fixtures: Fixtures, currency: string): string[] {
  const problems: string[] = [];
  if (fixtures.accounts.currency !== currency) {
    problems.push(
      `accounts.json#/currency: ${fixtures.accounts.currency} is not the tenant's currency ${currency}`,
    );
  }
  const digits = minorUnitsOf(currency);
  for (const { at, amount } of moneyFigures(fixtures)) {
    if (!fitsPrecision(amount, digits) || amount < 0) {
      problems.push(
        `${at}: ${amount} is not an amount of ${currency} (${digits} decimals, not negative)`,
      );
    }
  }
  for (const { at, min, max } of limitRanges(fixtures)) {
    if (!(min > 0)) problems.push(`${at}/minAmount: ${min} is not above 0`);
    if (max !== null && min > max) problems.push(`${at}: minimum ${min} is above maximum ${max}`);
  }
  fixtures.wallet.depositChannels.forEach((c, i) => {
    c.presets.forEach((preset, p) => {
      if (preset < c.minAmount || (c.maxAmount !== null && preset > c.maxAmount)) {
        problems.push(
          `wallet.json#/depositChannels/${i}/presets/${p}: ${preset} is outside the channel's limits`,
        );
      }
    });
  });
  const ranks = fixtures.rewards.ranks;
  ranks.slice(1).forEach((rank, i) => {
    const below = ranks[i];
    if (below && (rank.deposit < below.deposit || rank.bet < below.bet)) {
      problems.push(`rewards.json#/ranks/${i + 1}: a higher rank asks for less than the one below`);
    }
  });
  const largestDeposit = Math.max(
    0,
    ...fixtures.wallet.depositChannels.map((c) => c.maxAmount ?? Number.POSITIVE_INFINITY),
  );
  const ceilings: Figure[] = [
    { at: 'rewards.json#/deposit/minAmount', amount: fixtures.rewards.deposit.minAmount },
    { at: 'rewards.json#/withdraw/minAmount', amount: fixtures.rewards.withdraw.minAmount },
    ...oneOffFigures(fixtures),
  ];
  for (const { at, amount } of ceilings) {
    if (amount > largestDeposit) {
      problems.push(`${at}: ${amount} is above the largest deposit ${largestDeposit} ${currency}`);
    }
  }
  return problems;
}
