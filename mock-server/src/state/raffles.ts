/**
 * Raffle promotions a member can claim a prize from, once each. Seeded from fixtures/raffles.json.
 */
import type { AgentClaimRaffleValue } from '@wl/api';
import { BackendError } from '../backend-error.js';
import type { LocalizedText } from './localized-text.js';

/** fixtures/raffles.json entry. */
export interface RaffleFixture {
  promotionId: number;
  /** In every bundled language; answered in the claimer's. */
  prizeName: LocalizedText;
  /** Cash prize in the merchant's currency, credited to the main wallet on claim. */
  prizeAmount: number;
  /** Closed promotions refuse claims (promotion_closed). */
  open: boolean;
  /** ISO date-time after which claims are refused; null for no end. */
  endTime: string | null;
  /** True: the prize is credited at once (ISSUED); false: it waits for the operator (CLAIMED). */
  autoIssue: boolean;
}

export interface RafflesState {
  promotions: RaffleFixture[];
  /** promotionId → lower-cased usernames that claimed it. */
  claims: Map<number, Set<string>>;
}

export function seedRaffles(fixture: RaffleFixture[]): RafflesState {
  return { promotions: structuredClone(fixture), claims: new Map() };
}

/**
 * Records the account's claim; fails with promotion_not_found, promotion_closed or
 * promotion_already_claimed. Returns the promotion and the claim status.
 */
export function claimRaffle(
  raffles: RafflesState,
  username: string,
  promotionId: number,
  now: Date,
): { promotion: RaffleFixture; status: AgentClaimRaffleValue['status'] } {
  const promotion = raffles.promotions.find((p) => p.promotionId === promotionId);
  if (!promotion) throw new BackendError('promotion_not_found');
  const ended = promotion.endTime !== null && Date.parse(promotion.endTime) <= now.getTime();
  if (!promotion.open || ended) throw new BackendError('promotion_closed');
  const claimed = raffles.claims.get(promotionId) ?? new Set<string>();
  const name = username.toLowerCase();
  if (claimed.has(name)) throw new BackendError('promotion_already_claimed');
  claimed.add(name);
  raffles.claims.set(promotionId, claimed);
  return { promotion, status: promotion.autoIssue ? 'ISSUED' : 'CLAIMED' };
}
