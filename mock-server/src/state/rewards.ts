/**
 * The rewards centre of one merchant (module REWCEN3): ranks, limits, issued and registration
 * promotions, the daily login reward cycle, claim tickets, discount tickets and extra-reward
 * claims. Seeded from fixtures/rewards.json; claims and tickets change it.
 */
import type { RewardsClaimTicketsValue } from '@wl/api';
import { BackendError } from '../backend-error.js';
import { pickText, type KeptText } from './localized-text.js';

type ClaimTicket = RewardsClaimTicketsValue[number];

/** Promotion list entries of the fixture: `owners` are the usernames it is issued to. */
interface PromotionFixture {
  promotionId: number;
  title: KeptText;
  rewardAmount: number;
  endTime: string | null;
}

interface OwnedFixture {
  owners: string[];
}

/** fixtures/rewards.json */
export interface RewardsFixture {
  /** VIP ranks from the lowest, with the deposits and bets that reach them. */
  ranks: { name: KeptText; deposit: number; bet: number }[];
  /** What accounts deposited, bet and earned by referral, by username (others: zero). */
  accountProgress: Record<
    string,
    { deposit: number; bet: number; referralCount: number; referralReward: number }
  >;
  deposit: { minAmount: number; maxAmount: number | null };
  withdraw: { minAmount: number; maxAmount: number | null; dailyTimes: number };
  issuedPromotions: (PromotionFixture & OwnedFixture)[];
  registerPromotions: PromotionFixture[];
  /** Promotions a member asks for with a claim ticket that the operator reviews. */
  ticketPromotions: { promotionId: number; title: KeptText }[];
  /** Reward of each day of the daily login cycle. */
  loginRewards: number[];
  discountTickets: {
    ticketId: number;
    title: KeptText;
    discountRate: number;
    used: boolean;
    endTime: string | null;
    owners: string[];
  }[];
  extraRewardClaims: {
    claimId: number;
    title: KeptText;
    rewardAmount: number;
    endTime: string | null;
    owners: string[];
  }[];
}

/** A daily login reward an account claimed. */
interface LoginClaim {
  day: number;
  rewardAmount: number;
  claimedAt: string;
}

export interface RewardsState {
  fixture: RewardsFixture;
  /** Lower-cased username → promotion ids it claimed, in claim order. */
  claimedPromotions: Map<string, number[]>;
  /** Lower-cased username → login rewards it claimed, in claim order. */
  loginClaims: Map<string, LoginClaim[]>;
  /** Every claim ticket, in creation order. */
  /** Claim tickets with their promotion's title in every language, shown in the caller's. */
  tickets: (Omit<ClaimTicket, 'title'> & { title: KeptText; owner: string })[];
  nextTicketId: number;
  /** Lower-cased username → ISO days of its withdrawals (for the daily limit). */
  withdrawals: Map<string, string[]>;
  nextWithdrawalId: number;
}

const REWARD_ERRORS = {
  promotionNotFound: 'promotion_not_found',
  alreadyClaimed: 'promotion_already_claimed',
  ticketNotFound: 'ticket_not_found',
  ticketNotCancellable: 'ticket_not_cancellable',
  ticketAlreadyOpen: 'ticket_already_open',
} as const;

const FIRST_TICKET_ID = 1001;

export function seedRewards(fixture: RewardsFixture): RewardsState {
  return {
    fixture: structuredClone(fixture),
    claimedPromotions: new Map(),
    loginClaims: new Map(),
    tickets: [],
    nextTicketId: FIRST_TICKET_ID,
    withdrawals: new Map(),
    nextWithdrawalId: 1,
  };
}

const key = (username: string): string => username.toLowerCase();

/** `item` with its title in the caller's language (EN otherwise). */
export const titledIn = <T extends { title: KeptText }>(
  item: T,
  language: string | null,
): Omit<T, 'title'> & { title: string } => ({ ...item, title: pickText(item.title, language) });

function ownedBy(owners: string[], username: string): boolean {
  return owners.some((owner) => key(owner) === key(username));
}

/** The rank reached and the next one, with what is still to deposit and bet (0..1 progress). */
export function rankProgress(rewards: RewardsState, username: string) {
  const { ranks, accountProgress } = rewards.fixture;
  const done = accountProgress[key(username)] ?? { deposit: 0, bet: 0 };
  let index = 0;
  ranks.forEach((rank, i) => {
    if (done.deposit >= rank.deposit && done.bet >= rank.bet) index = i;
  });
  const current = ranks[index];
  const next = ranks[index + 1];
  if (!current) throw new Error('fixtures/rewards.json lists no rank');
  if (!next) {
    return {
      currentRank: current.name,
      nextRank: null,
      progress: 1,
      depositToNext: 0,
      betToNext: 0,
    };
  }
  const share = (value: number, from: number, to: number): number =>
    to <= from ? 1 : Math.min(1, Math.max(0, (value - from) / (to - from)));
  return {
    currentRank: current.name,
    nextRank: next.name,
    progress: Math.min(
      share(done.deposit, current.deposit, next.deposit),
      share(done.bet, current.bet, next.bet),
    ),
    depositToNext: Math.max(0, next.deposit - done.deposit),
    betToNext: Math.max(0, next.bet - done.bet),
  };
}

export function referralOf(rewards: RewardsState, username: string) {
  const done = rewards.fixture.accountProgress[key(username)];
  return { referralCount: done?.referralCount ?? 0, totalReward: done?.referralReward ?? 0 };
}

/** Issued promotions of the account, each AVAILABLE or CLAIMED. */
export function promotionsOf(rewards: RewardsState, username: string) {
  const claimed = rewards.claimedPromotions.get(key(username)) ?? [];
  return rewards.fixture.issuedPromotions
    .filter((promotion) => ownedBy(promotion.owners, username))
    .map(({ owners: _owners, ...promotion }) => ({
      ...promotion,
      status: claimed.includes(promotion.promotionId)
        ? ('CLAIMED' as const)
        : ('AVAILABLE' as const),
    }));
}

/** Marks an issued promotion claimed; the promotion, for the caller to credit its reward. */
export function claimPromotion(rewards: RewardsState, username: string, promotionId: number) {
  const promotion = promotionsOf(rewards, username).find((p) => p.promotionId === promotionId);
  if (!promotion) throw new BackendError(REWARD_ERRORS.promotionNotFound);
  if (promotion.status === 'CLAIMED') throw new BackendError(REWARD_ERRORS.alreadyClaimed);
  const claimed = rewards.claimedPromotions.get(key(username)) ?? [];
  rewards.claimedPromotions.set(key(username), [...claimed, promotionId]);
  return promotion;
}

/** The login cycle: the day of the next claim follows the claims made so far. */
export function loginCycle(rewards: RewardsState, username: string, now: Date) {
  const claims = rewards.loginClaims.get(key(username)) ?? [];
  const cycle = rewards.fixture.loginRewards;
  const claimedInCycle = claims.length % cycle.length;
  const today = now.toISOString().slice(0, 10);
  const claimableToday = !claims.some((c) => c.claimedAt.slice(0, 10) === today);
  return {
    days: cycle.map((rewardAmount, i) => ({
      day: i + 1,
      rewardAmount,
      claimed: i < claimedInCycle,
    })),
    claimableToday,
    nextDay: claimedInCycle + 1,
  };
}

/** Records today's login reward; fails when it was claimed today. */
export function claimLoginReward(rewards: RewardsState, username: string, now: Date): LoginClaim {
  const cycle = loginCycle(rewards, username, now);
  if (!cycle.claimableToday) throw new BackendError(REWARD_ERRORS.alreadyClaimed);
  const day = cycle.days[cycle.nextDay - 1];
  if (!day) throw new Error('fixtures/rewards.json has an empty login cycle');
  const claim = { day: day.day, rewardAmount: day.rewardAmount, claimedAt: now.toISOString() };
  rewards.loginClaims.set(key(username), [
    ...(rewards.loginClaims.get(key(username)) ?? []),
    claim,
  ]);
  return claim;
}

export function loginClaimsOf(rewards: RewardsState, username: string): LoginClaim[] {
  return [...(rewards.loginClaims.get(key(username)) ?? [])].reverse();
}

function publicTicket(
  { owner: _owner, ...ticket }: RewardsState['tickets'][number],
  language: string | null,
): ClaimTicket {
  return titledIn(ticket, language);
}

export function ticketsOf(
  rewards: RewardsState,
  username: string,
  language: string | null,
): ClaimTicket[] {
  return rewards.tickets
    .filter((t) => t.owner === key(username))
    .reverse()
    .map((ticket) => publicTicket(ticket, language));
}

/** The promotions a claim ticket can be opened for, each with whether the account has one open. */
export function ticketPromotionsOf(
  rewards: RewardsState,
  username: string,
  language: string | null,
) {
  return rewards.fixture.ticketPromotions.map((promotion) => ({
    promotionId: promotion.promotionId,
    title: pickText(promotion.title, language),
    ticketOpen: rewards.tickets.some(
      (t) =>
        t.owner === key(username) &&
        t.promotionId === promotion.promotionId &&
        t.status === 'PENDING',
    ),
  }));
}

/** Opens a PENDING claim ticket; one open ticket per promotion and account. */
export function openTicket(
  rewards: RewardsState,
  username: string,
  promotionId: number,
  now: Date,
  language: string | null,
): ClaimTicket {
  const promotion = rewards.fixture.ticketPromotions.find((p) => p.promotionId === promotionId);
  if (!promotion) throw new BackendError(REWARD_ERRORS.promotionNotFound);
  const open = rewards.tickets.some(
    (t) => t.owner === key(username) && t.promotionId === promotionId && t.status === 'PENDING',
  );
  if (open) throw new BackendError(REWARD_ERRORS.ticketAlreadyOpen);
  const ticket = {
    ticketId: rewards.nextTicketId++,
    promotionId,
    title: promotion.title,
    status: 'PENDING' as const,
    createdAt: now.toISOString(),
    owner: key(username),
  };
  rewards.tickets.push(ticket);
  return publicTicket(ticket, language);
}

/** Cancels a PENDING ticket of the account. */
export function cancelTicket(
  rewards: RewardsState,
  username: string,
  ticketId: number,
  language: string | null,
): ClaimTicket {
  const ticket = rewards.tickets.find((t) => t.ticketId === ticketId && t.owner === key(username));
  if (!ticket) throw new BackendError(REWARD_ERRORS.ticketNotFound);
  if (ticket.status !== 'PENDING') throw new BackendError(REWARD_ERRORS.ticketNotCancellable);
  ticket.status = 'CANCELLED';
  return publicTicket(ticket, language);
}

/**
 * The operator's decision on a PENDING ticket (the mock's development control): APPROVED or
 * REJECTED; a ticket no longer pending is refused.
 */
export function reviewTicket(
  rewards: RewardsState,
  ticketId: number,
  status: 'APPROVED' | 'REJECTED',
): ClaimTicket {
  const ticket = rewards.tickets.find((t) => t.ticketId === ticketId);
  if (!ticket) throw new BackendError(REWARD_ERRORS.ticketNotFound);
  if (ticket.status !== 'PENDING') throw new BackendError(REWARD_ERRORS.ticketNotCancellable);
  ticket.status = status;
  return publicTicket(ticket, null);
}

export function discountTicketsOf(
  rewards: RewardsState,
  username: string,
  language: string | null,
) {
  return rewards.fixture.discountTickets
    .filter((t) => ownedBy(t.owners, username))
    .map(({ owners: _owners, ...ticket }) => titledIn(ticket, language));
}

export function extraRewardClaimsOf(
  rewards: RewardsState,
  username: string,
  language: string | null,
) {
  return rewards.fixture.extraRewardClaims
    .filter((c) => ownedBy(c.owners, username))
    .map(({ owners: _owners, ...claim }) => titledIn(claim, language));
}

/** Withdrawals the account has left today. */
export function remainingWithdrawals(rewards: RewardsState, username: string, now: Date): number {
  const today = now.toISOString().slice(0, 10);
  const done = (rewards.withdrawals.get(key(username)) ?? []).filter((day) => day === today);
  return Math.max(0, rewards.fixture.withdraw.dailyTimes - done.length);
}

/** Counts a withdrawal of today; its transaction id. */
export function recordWithdrawal(rewards: RewardsState, username: string, now: Date): string {
  const days = rewards.withdrawals.get(key(username)) ?? [];
  rewards.withdrawals.set(key(username), [...days, now.toISOString().slice(0, 10)]);
  return `W${String(rewards.nextWithdrawalId++).padStart(6, '0')}`;
}
