/**
 * Lottery draw schedule and results, computed from the clock: the same game and issue always
 * draw the same numbers, so results stay stable across requests and restarts.
 */
import type { LotteryGame, LotteryNumero, PrizeMode } from '@wl/api';
import { lotteryArtUrl } from '../art/art-urls.js';
import { pickText, type KeptText } from './localized-text.js';
import { randomDigits, seededRandom } from './seeded-random.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** One lottery game in fixtures/lottery.json. Times are UTC. */
export interface LotteryGameFixture {
  gameCode: string;
  /** A province's or game's name in each language (or one brand name for all). */
  gameName: KeptText;
  vassalage: string;
  prizeMode: PrizeMode;
  /** Menu group, e.g. North, Central, South, Fast. */
  group: string;
  /**
   * VN_NORTH / VN_SOUTH: Vietnamese prize tiers; DIGITS: `count` different numbers of `digits`
   * digits (at most half of the numbers of that length).
   */
  style: 'VN_NORTH' | 'VN_SOUTH' | 'DIGITS';
  digits?: number;
  count?: number;
  /** Daily draw time "HH:mm" (UTC) … */
  drawAt?: string;
  /** … on these weekdays only (0 Sunday); every day when absent. */
  weekdays?: number[];
  /** Or a draw every n minutes from midnight UTC. */
  everyMinutes?: number;
  maintenance?: boolean;
}

/** Prize tiers of a Vietnamese draw: [level, how many numbers, digits each]. */
const VN_NORTH_TIERS: readonly (readonly [string, number, number])[] = [
  ['DB', 1, 5],
  ['G1', 1, 5],
  ['G2', 2, 5],
  ['G3', 6, 5],
  ['G4', 4, 4],
  ['G5', 6, 4],
  ['G6', 3, 3],
  ['G7', 4, 2],
];
const VN_SOUTH_TIERS: readonly (readonly [string, number, number])[] = [
  ['DB', 1, 6],
  ['G1', 1, 5],
  ['G2', 1, 5],
  ['G3', 2, 5],
  ['G4', 7, 5],
  ['G5', 1, 4],
  ['G6', 3, 4],
  ['G7', 1, 3],
  ['G8', 1, 2],
];

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

function dayCode(time: Date): string {
  return `${String(time.getUTCFullYear())}${pad(time.getUTCMonth() + 1)}${pad(time.getUTCDate())}`;
}

function startOfDay(time: number): number {
  return time - (time % DAY_MS);
}

function dailyDrawOffset(game: LotteryGameFixture): number {
  const [hours = 0, minutes = 0] = (game.drawAt ?? '00:00').split(':').map(Number);
  return (hours * 60 + minutes) * MINUTE_MS;
}

function drawsOnDay(game: LotteryGameFixture, day: number): boolean {
  return game.weekdays === undefined || game.weekdays.includes(new Date(day).getUTCDay());
}

/** Issue number of the draw at `time`: yyyyMMdd for daily games, yyyyMMdd-nnnn for interval games. */
function issueNoOf(game: LotteryGameFixture, time: number): string {
  const date = new Date(time);
  if (game.everyMinutes === undefined) return dayCode(date);
  const index = Math.floor((time - startOfDay(time)) / (game.everyMinutes * MINUTE_MS));
  return `${dayCode(date)}-${pad(index + 1, 4)}`;
}

/** Draw times at or before `now`, newest first, at most `limit` (only on `day` when given). */
export function pastDrawTimes(
  game: LotteryGameFixture,
  now: Date,
  limit: number,
  day?: number,
): number[] {
  const times: number[] = [];
  const until = now.getTime();
  if (game.everyMinutes !== undefined) {
    const step = game.everyMinutes * MINUTE_MS;
    const dayStart = day ?? startOfDay(until);
    let time = day === undefined ? until - (until % step) : Math.min(until, dayStart + DAY_MS - 1);
    time -= (time - dayStart) % step;
    while (times.length < limit && time >= (day ?? 0) && time <= until) {
      times.push(time);
      time -= step;
    }
    return times;
  }
  let dayStart = day ?? startOfDay(until);
  for (let guard = 0; times.length < limit && guard < 400; guard += 1) {
    const time = dayStart + dailyDrawOffset(game);
    if (time <= until && drawsOnDay(game, dayStart)) times.push(time);
    if (day !== undefined) break;
    dayStart -= DAY_MS;
  }
  return times;
}

/** The next draw after `now`. */
export function nextDrawTime(game: LotteryGameFixture, now: Date): string {
  const time = now.getTime();
  if (game.everyMinutes !== undefined) {
    const step = game.everyMinutes * MINUTE_MS;
    return new Date(time - (time % step) + step).toISOString();
  }
  let dayStart = startOfDay(time);
  for (let guard = 0; guard < 8; guard += 1) {
    const draw = dayStart + dailyDrawOffset(game);
    if (draw > time && drawsOnDay(game, dayStart)) return new Date(draw).toISOString();
    dayStart += DAY_MS;
  }
  return new Date(dayStart + dailyDrawOffset(game)).toISOString();
}

/** The result of the draw at `time`, the game named in `language` (EN for any other). */
export function numeroAt(
  game: LotteryGameFixture,
  time: number,
  language: string | null,
): LotteryNumero {
  const issueNo = issueNoOf(game, time);
  const random = seededRandom(`${game.gameCode}/${issueNo}`);
  const base = {
    gameCode: game.gameCode,
    gameName: pickText(game.gameName, language),
    issueNo,
    openTime: new Date(time).toISOString(),
  };
  if (game.style === 'DIGITS') {
    // The balls of one draw are all different, as a keno or PK10 machine draws them.
    const numbers = new Set<string>();
    while (numbers.size < (game.count ?? 1)) numbers.add(randomDigits(random, game.digits ?? 4));
    return { ...base, winningNumbers: [...numbers], prizes: [] };
  }
  const tiers = game.style === 'VN_NORTH' ? VN_NORTH_TIERS : VN_SOUTH_TIERS;
  const prizes = tiers.map(([level, count, digits]) => ({
    level,
    numbers: Array.from({ length: count }, () => randomDigits(random, digits)),
  }));
  return { ...base, winningNumbers: prizes[0]?.numbers ?? [], prizes };
}

/** The API schema record of a lottery game, with its next draw, named in `language`. */
export function toLotteryGame(
  game: LotteryGameFixture,
  now: Date,
  language: string | null,
): LotteryGame {
  return {
    gameCode: game.gameCode,
    gameName: pickText(game.gameName, language),
    vassalage: game.vassalage,
    prizeMode: game.prizeMode,
    icon: lotteryArtUrl(game.gameCode),
    nextDrawTime: game.maintenance === true ? null : nextDrawTime(game, now),
  };
}
