/**
 * The points mall of one merchant: each account's points, the rewards, the conversion settings and
 * the redemptions. Seeded from fixtures/points.json.
 */
import type {
  PointsConfigValue,
  PointsRedeemListValue,
  PointsRewardsValue,
  PointsType,
} from '@wl/api';
import { toMinorUnits } from '@wl/tenant-config';
import { BackendError, requestParamError } from '../backend-error.js';
import { post, type LedgerState } from './ledger.js';
import { pickText, type KeptText, type LocalizedText } from './localized-text.js';

export type Reward = PointsRewardsValue['content'][number];

/** fixtures/points.json reward: its name and description in every bundled language. */
export type RewardFixture = Omit<Reward, 'name' | 'description'> & {
  name: LocalizedText;
  description: LocalizedText;
};

/** The reward as a reader of `language` sees it (EN when missing). */
export function rewardIn(reward: RewardFixture, language: string | null): Reward {
  return {
    ...reward,
    name: pickText(reward.name, language),
    description: pickText(reward.description, language),
  };
}
export type Redemption = PointsRedeemListValue['content'][number];

/** Points of one account: the spendable balance and what each source has earned. */
export interface PointsAccountFixture {
  balance: number;
  earned: Partial<Record<PointsType, number>>;
}

/** fixtures/points.json */
export interface PointsFixture {
  config: PointsConfigValue;
  rewards: RewardFixture[];
  /** By username. */
  accounts: Record<string, PointsAccountFixture>;
  /** Redemptions already made, by username. */
  redemptions: Record<string, Omit<RedemptionRecord, 'createdAt' | 'owner'>[]>;
}

/**
 * A redemption as the merchant keeps it. The reward's name is the one the member read when
 * redeeming (a backend keeps what was shown, not today's name); seeded redemptions and an
 * operator's remark may carry every bundled language, and each reader gets its own.
 */
export interface RedemptionRecord extends Omit<Redemption, 'rewardName' | 'remark'> {
  owner: string;
  rewardName: KeptText;
  remark: KeptText | null;
}

export interface PointsState {
  config: PointsConfigValue;
  rewards: RewardFixture[];
  /** By lower-cased username. */
  accounts: Map<string, PointsAccountFixture>;
  redemptions: RedemptionRecord[];
  nextRedeemId: number;
}

export function seedPoints(fixture: PointsFixture, now: Date): PointsState {
  const redemptions = Object.entries(fixture.redemptions).flatMap(([username, list]) =>
    list.map((r) => ({ ...r, owner: username.toLowerCase(), createdAt: now.toISOString() })),
  );
  return {
    config: structuredClone(fixture.config),
    rewards: structuredClone(fixture.rewards),
    accounts: new Map(
      Object.entries(fixture.accounts).map(([name, points]) => [
        name.toLowerCase(),
        structuredClone(points),
      ]),
    ),
    redemptions,
    nextRedeemId: Math.max(0, ...redemptions.map((r) => r.redeemId)) + 1,
  };
}

/** The account's points (created empty on first use). */
export function pointsOf(points: PointsState, username: string): PointsAccountFixture {
  const key = username.toLowerCase();
  let entry = points.accounts.get(key);
  if (!entry) {
    entry = { balance: 0, earned: {} };
    points.accounts.set(key, entry);
  }
  return entry;
}

/** A redemption as a reader of `language` sees it (EN when missing). */
function redemptionIn(
  { owner: _owner, ...record }: RedemptionRecord,
  language: string | null,
): Redemption {
  return {
    ...record,
    rewardName: pickText(record.rewardName, language),
    remark: record.remark === null ? null : pickText(record.remark, language),
  };
}

/** The account's redemptions, newest first, as a reader of `language` sees them. */
export function redemptionsOf(
  points: PointsState,
  username: string,
  language: string | null,
): Redemption[] {
  const owner = username.toLowerCase();
  return points.redemptions
    .filter((r) => r.owner === owner)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.redeemId - a.redeemId)
    .map((r) => redemptionIn(r, language));
}

/**
 * Spends points on `quantity` of a reward: needs the reward (reward_not_found), its stock
 * (reward_out_of_stock) and enough points (points_not_enough). Adds an APPLYING redemption.
 */
export function redeemReward(
  points: PointsState,
  username: string,
  request: { rewardId: number; quantity: number },
  now: Date,
  language: string | null,
): RedemptionRecord {
  const reward = points.rewards.find((r) => r.rewardId === request.rewardId);
  if (!reward) throw new BackendError('reward_not_found');
  if (reward.stock !== null && reward.stock < request.quantity) {
    throw new BackendError('reward_out_of_stock');
  }
  const account = pointsOf(points, username);
  const cost = reward.cost * request.quantity;
  if (account.balance < cost) throw new BackendError('points_not_enough');

  account.balance -= cost;
  if (reward.stock !== null) reward.stock -= request.quantity;
  const record: RedemptionRecord = {
    owner: username.toLowerCase(),
    redeemId: points.nextRedeemId++,
    rewardId: reward.rewardId,
    rewardName: pickText(reward.name, language),
    quantity: request.quantity,
    points: cost,
    status: 'APPLYING',
    remark: null,
    createdAt: now.toISOString(),
  };
  points.redemptions.push(record);
  return record;
}

/**
 * Takes `spent` points for conversion: whole points only (request_param_err), at least
 * minConvertPoints (points_below_minimum) and no more than the balance (points_not_enough).
 * Returns the money they are worth in minor units of the currency, rounded down.
 */
export function convertPoints(
  points: PointsState,
  username: string,
  spent: number,
  minorUnits: number,
): number {
  if (!Number.isSafeInteger(spent) || spent <= 0) throw requestParamError();
  if (spent < points.config.minConvertPoints) throw new BackendError('points_below_minimum');
  const account = pointsOf(points, username);
  if (account.balance < spent) throw new BackendError('points_not_enough');
  account.balance -= spent;
  // A tiny tolerance so that 100 / 0.01 does not floor to 9999.
  return Math.floor((spent * 10 ** minorUnits) / points.config.convertRate.pointsPerUnit + 1e-9);
}

/**
 * The operator's review of an In Process redemption: APPROVED keeps the points spent and credits a
 * cash reward's amount (times the quantity) to the main wallet through the ledger; REJECTED gives
 * the points back (and the stock). docs/product/member.md#redemption-statuses
 */
export function reviewRedemption(
  points: PointsState,
  ledger: LedgerState,
  redeemId: number,
  decision: { status: 'APPROVED' | 'REJECTED'; remark: string | null },
  now: Date,
): Redemption {
  const record = points.redemptions.find((r) => r.redeemId === redeemId);
  if (!record) throw new BackendError('redemption_not_found');
  if (record.status !== 'APPLYING') throw new BackendError('redemption_not_pending');
  record.status = decision.status;
  record.remark = decision.remark;
  if (decision.status === 'REJECTED') {
    pointsOf(points, record.owner).balance += record.points;
    const reward = points.rewards.find((r) => r.rewardId === record.rewardId);
    if (reward && reward.stock !== null) reward.stock += record.quantity;
  }
  const reward = points.rewards.find((r) => r.rewardId === record.rewardId);
  if (decision.status === 'APPROVED' && reward?.type === 'CASH' && reward.amount !== null) {
    post(
      ledger,
      {
        owner: record.owner,
        category: 'POINTS',
        amountMinor: toMinorUnits(reward.amount * record.quantity, ledger.minorUnits),
        remark: timesQuantity(record.rewardName, record.quantity),
      },
      now,
    );
  }
  return redemptionIn(record, null);
}

/** "<reward> × <quantity>" in each language the reward's name has. */
function timesQuantity(name: KeptText, quantity: number): KeptText {
  if (typeof name === 'string') return `${name} × ${quantity}`;
  return Object.fromEntries(
    Object.entries(name).map(([language, text]) => [language, `${text} × ${quantity}`]),
  ) as LocalizedText;
}
