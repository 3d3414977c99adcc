import type { GameRecord } from '@wl/api';
import { toGames, type GameContext } from './game.js';
import { asRecord, firstArray, firstNumber } from './raw.js';

/** A page of games (docs/product/games.md). */
export interface GamePage {
  games: GameRecord[];
  totalPages: number;
  totalCount: number;
}

/**
 * games.list. Public clients read value.games, totalPages and totalCount; an older paged answer
 * has content and totalElements, and a bare list is one page.
 */
export function toGamePage(value: unknown, context: GameContext = {}): GamePage {
  if (Array.isArray(value)) {
    const games = toGames(value, context);
    return { games, totalPages: games.length > 0 ? 1 : 0, totalCount: games.length };
  }
  const raw = asRecord(value);
  const games = toGames(firstArray(raw, 'games', 'content', 'list', 'records') ?? [], context);
  return {
    games,
    totalPages: firstNumber(raw, 'totalPages', 'pages') ?? (games.length > 0 ? 1 : 0),
    totalCount: firstNumber(raw, 'totalCount', 'totalElements', 'total') ?? games.length,
  };
}
