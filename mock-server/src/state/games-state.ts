/**
 * Per-merchant game state: the catalog, and per account the favourites and recent games; launches
 * also count towards a game's popularity.
 */
import type { GameType, WinnerEntry } from '@wl/api';
import { buildGameCatalog, type GameCatalog, type GamesFixture } from './game-catalog.js';
import { seedWinners } from './winners.js';

/** Recent games kept per account. */
export const RECENT_LIMIT = 50;

export interface GamesState {
  catalog: GameCatalog;
  freePlayTypes: readonly GameType[];
  hotCount: number;
  pvpRoomTiers: GamesFixture['pvpRoomTiers'];
  /** Favourite node ids per account (lower-cased username), oldest first. */
  favourites: Map<string, number[]>;
  /** Recently launched node ids per account, newest first, without repeats. */
  recent: Map<string, number[]>;
  /** Launches per node id since the state was seeded. */
  launches: Map<number, number>;
  /** Big wins, newest first. */
  winners: WinnerEntry[];
}

export function seedGamesState(fixture: GamesFixture, now: Date): GamesState {
  const catalog = buildGameCatalog(fixture);
  return {
    catalog,
    freePlayTypes: [...fixture.freePlayTypes],
    hotCount: fixture.hotCount,
    pvpRoomTiers: structuredClone(fixture.pvpRoomTiers),
    favourites: new Map(),
    recent: new Map(),
    launches: new Map(),
    winners: seedWinners(catalog, fixture.winners, now),
  };
}

const accountKey = (username: string): string => username.toLowerCase();

export function favouritesOf(games: GamesState, username: string): number[] {
  return games.favourites.get(accountKey(username)) ?? [];
}

/** Adds a favourite; adding one twice keeps a single entry. Returns the ids after the change. */
export function addFavourite(games: GamesState, username: string, nodeId: number): number[] {
  const current = favouritesOf(games, username);
  const next = current.includes(nodeId) ? current : [...current, nodeId];
  games.favourites.set(accountKey(username), next);
  return next;
}

/** Removes a favourite (absent is fine). Returns the ids after the change. */
export function removeFavourite(games: GamesState, username: string, nodeId: number): number[] {
  const next = favouritesOf(games, username).filter((id) => id !== nodeId);
  games.favourites.set(accountKey(username), next);
  return next;
}

export function recentOf(games: GamesState, username: string): number[] {
  return games.recent.get(accountKey(username)) ?? [];
}

/** Records a launch: the game moves to the front of the account's recent list and gains a play. */
export function recordLaunch(games: GamesState, username: string, nodeId: number): void {
  const rest = recentOf(games, username).filter((id) => id !== nodeId);
  games.recent.set(accountKey(username), [nodeId, ...rest].slice(0, RECENT_LIMIT));
  games.launches.set(nodeId, (games.launches.get(nodeId) ?? 0) + 1);
}

/** Plays of a game: its base popularity plus the launches made on this mock. */
export function playsOf(games: GamesState, nodeId: number): number {
  const base = games.catalog.byNodeId.get(nodeId)?.basePlays ?? 0;
  return base + (games.launches.get(nodeId) ?? 0);
}
