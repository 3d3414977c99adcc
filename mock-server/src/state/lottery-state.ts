/** Per-merchant lottery state: games (fixtures/lottery.json), missions, and recent lottery games. */
import type { LocalizedText } from './localized-text.js';
import type { LotteryGameFixture } from './lottery-draws.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A mission counts either something (`target`: bets, rounds, wins) or money (`targetAmount`, an
 * amount in the fixtures' currency that follows the merchant's currency like every amount).
 */
export type MissionFixture = MissionFixtureBase &
  ({ target: number; targetAmount?: never } | { targetAmount: number; target?: never });

interface MissionFixtureBase {
  missionId: number;
  title: LocalizedText;
  description: LocalizedText;
  /** An amount (fixtures' currency). */
  reward: number;
  /** Start relative to the moment the merchant's state is seeded, in days (negative: already running). */
  startOffsetDays: number;
  durationDays: number;
}

/** Progress on a counted mission (`progress`) or on a money mission (`progressAmount`). */
export interface MissionProgressFixture {
  missionId: number;
  progress?: number;
  progressAmount?: number;
  claimed?: boolean;
}

/** Progress as the state keeps it, counted or in money alike. */
export interface MissionProgress {
  missionId: number;
  progress: number;
  claimed?: boolean;
}

/** fixtures/lottery.json */
export interface LotteryFixture {
  /** Menu groups in display order. */
  groups: string[];
  /** Results answered per game when no day is asked for. */
  historySize: number;
  games: LotteryGameFixture[];
  missions: MissionFixture[];
  /** Progress per username. */
  missionProgress: Record<string, MissionProgressFixture[]>;
  /** Names on mission leaderboards (masked when answered). */
  leaderboardNames: string[];
}

/** A mission with its texts in every bundled language; answered in the caller's. */
export interface Mission {
  missionId: number;
  title: LocalizedText;
  description: LocalizedText;
  target: number;
  /** Money missions (`targetAmount` in the fixture) count an amount; others count things. */
  targetType: 'COUNT' | 'AMOUNT';
  reward: number;
  startTime: string;
  endTime: string;
}

export interface LotteryState {
  groups: string[];
  historySize: number;
  games: LotteryGameFixture[];
  missions: Mission[];
  /** Progress per lower-cased username, by mission id. */
  progress: Map<string, Map<number, MissionProgress>>;
  leaderboardNames: string[];
  /** Lottery game codes each account launched, newest first, without repeats. */
  recent: Map<string, string[]>;
}

export function seedLotteryState(fixture: LotteryFixture, now: Date): LotteryState {
  const missions = fixture.missions.map((fixtureMission): Mission => {
    const { startOffsetDays, durationDays, target, targetAmount, ...mission } = fixtureMission;
    const start = now.getTime() + startOffsetDays * DAY_MS;
    return {
      ...mission,
      target: target ?? targetAmount ?? 0,
      targetType: targetAmount === undefined ? 'COUNT' : 'AMOUNT',
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + durationDays * DAY_MS).toISOString(),
    };
  });
  const progress = new Map(
    Object.entries(fixture.missionProgress).map(([username, entries]) => [
      username.toLowerCase(),
      new Map(
        entries.map(({ progressAmount, progress, ...entry }) => [
          entry.missionId,
          { ...entry, progress: progress ?? progressAmount ?? 0 },
        ]),
      ),
    ]),
  );
  return {
    groups: [...fixture.groups],
    historySize: fixture.historySize,
    games: structuredClone(fixture.games),
    missions,
    progress,
    leaderboardNames: [...fixture.leaderboardNames],
    recent: new Map(),
  };
}

export function findLotteryGame(
  lottery: LotteryState,
  gameCode: string,
): LotteryGameFixture | undefined {
  return lottery.games.find((game) => game.gameCode === gameCode);
}

/** Records that the account opened a lottery game (newest first, at most 20). */
export function recordLotteryLaunch(
  lottery: LotteryState,
  username: string,
  gameCode: string,
): void {
  const key = username.toLowerCase();
  const rest = (lottery.recent.get(key) ?? []).filter((code) => code !== gameCode);
  lottery.recent.set(key, [gameCode, ...rest].slice(0, 20));
}

export function lotteryRecentOf(lottery: LotteryState, username: string): string[] {
  return lottery.recent.get(username.toLowerCase()) ?? [];
}
