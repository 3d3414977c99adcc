/**
 * Bets of every account of one merchant: the base of the member's betting record (records.bets)
 * and of the agent team reports (turnover, valid bets, win/loss by member, game category and
 * period). Seeded from fixtures/bets.json relative to the seeding time so that "today" always has
 * bets.
 */
import type { GameType, RecordsBetsValue } from '@wl/api';
import { pickText, type KeptText, type LocalizedText } from './localized-text.js';
import { seededInstant } from './seeded-time.js';

/** Game categories a bet is placed in (the game types of the catalog). */
export type BetGameCategory = GameType;

type MemberBet = RecordsBetsValue['content'][number];
type BetSummary = RecordsBetsValue['summary'];
export type BetStatus = MemberBet['status'];

/** fixtures/bets.json entry. */
export interface BetFixture {
  username: string;
  /** Days before the seeding day (0 today). */
  daysAgo: number;
  /** UTC time of day, HH:MM:SS. */
  at: string;
  gameCategory: BetGameCategory;
  vassalage: string;
  /** The game's name, in each language where it has several (a lottery province). */
  gameName: KeptText;
  /** Stake. */
  betAmount: number;
  /**
   * The part of the stake that counts as turnover (a hedged or void part does not). Without it, a
   * settled bet's whole stake counts.
   */
  validBet?: number;
  /** Returned to the player (0 for a lost bet). */
  payout: number;
  /** SETTLED unless said; an open or cancelled bet counts for nothing yet. */
  status?: BetStatus;
}

/** fixtures/bets.json */
export interface BetsFixture {
  bets: BetFixture[];
}

export interface BetRecord {
  id: string;
  /** Lower-cased username of the player. */
  owner: string;
  /** ISO settlement time. */
  time: string;
  gameCategory: BetGameCategory;
  vassalage: string;
  gameName: KeptText;
  betAmount: number;
  validBet: number;
  payout: number;
  status: BetStatus;
}

export interface BetsState {
  list: BetRecord[];
}

export function seedBets(fixture: BetsFixture, now: Date): BetsState {
  const list = fixture.bets.map((b, index): BetRecord => {
    const status = b.status ?? 'SETTLED';
    const settled = status === 'SETTLED';
    return {
      id: `B${String(index + 1).padStart(6, '0')}`,
      owner: b.username.toLowerCase(),
      time: seededInstant(now, b.daysAgo, b.at).toISOString(),
      gameCategory: b.gameCategory,
      vassalage: b.vassalage,
      gameName: b.gameName,
      betAmount: b.betAmount,
      validBet: settled ? (b.validBet ?? b.betAmount) : 0,
      payout: settled ? b.payout : 0,
      status,
    };
  });
  return { list };
}

export interface BetFilter {
  username: string;
  /** Inclusive yyyy-MM-dd bounds (UTC days). */
  startDate: string;
  endDate: string;
  gameType?: BetGameCategory | undefined;
}

/**
 * The account's own bets in the day range (and game category), newest first, as records show
 * them: game names in `language` (EN for any other).
 */
export function betsOf(state: BetsState, filter: BetFilter, language: string | null): MemberBet[] {
  const owner = filter.username.toLowerCase();
  return state.list
    .filter((e) => e.owner === owner)
    .filter((e) => {
      const day = e.time.slice(0, 10);
      return day >= filter.startDate && day <= filter.endDate;
    })
    .filter((e) => filter.gameType === undefined || e.gameCategory === filter.gameType)
    .sort((a, b) => b.time.localeCompare(a.time) || b.id.localeCompare(a.id))
    .map((e) => ({
      id: e.id,
      time: e.time,
      gameType: e.gameCategory,
      vassalage: e.vassalage,
      gameName: pickText(e.gameName, language),
      betAmount: e.betAmount,
      validBet: e.validBet,
      payout: e.payout,
      winLoss: e.status === 'SETTLED' ? e.payout - e.betAmount : 0,
      status: e.status,
    }));
}

/** Totals of the bets over every page. */
export function summarizeBets(bets: readonly MemberBet[]): BetSummary {
  return bets.reduce<BetSummary>(
    (sum, bet) => ({
      betAmount: sum.betAmount + bet.betAmount,
      validBet: sum.validBet + bet.validBet,
      winLoss: sum.winLoss + bet.winLoss,
    }),
    { betAmount: 0, validBet: 0, winLoss: 0 },
  );
}

/**
 * The remark of a bet's ledger entries: the vendor's code and the game's name, in every language
 * the name has (a stored entry reads in the language of whoever asks).
 */
export function betRemark(vassalage: string, gameName: KeptText): KeptText {
  if (typeof gameName === 'string') return `${vassalage} ${gameName}`;
  return Object.fromEntries(
    Object.entries(gameName).map(([lng, name]) => [lng, `${vassalage} ${name}`]),
  ) as LocalizedText;
}
