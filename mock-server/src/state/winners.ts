import type { WinnerEntry } from '@wl/api';
import type { GameCatalog, GamesFixture } from './game-catalog.js';
import { seededRandom } from './seeded-random.js';

const MINUTE_MS = 60_000;

/** "minhtuan88" → "mi***8": the server masks winners' names. */
export function maskUserName(name: string): string {
  if (name.length <= 3) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-1)}`;
}

/**
 * Big wins of the last days, newest first, on games that are not under maintenance: one every
 * 97 minutes back from `now`, with amounts between the fixture's smallest and biggest win (in the
 * merchant's currency, scaled like every fixture amount). Ranks are set when a board is answered.
 */
export function seedWinners(
  catalog: GameCatalog,
  fixture: GamesFixture['winners'],
  now: Date,
): WinnerEntry[] {
  const playable = catalog.games.filter((game) => !game.maintenance);
  if (playable.length === 0 || fixture.userNames.length === 0) return [];
  const random = seededRandom(`winners/${String(playable.length)}`);
  const { smallestWin, biggestWin } = fixture;
  return Array.from({ length: fixture.count }, (_, index) => {
    const game = playable[Math.floor(random() * playable.length)] ?? playable[0];
    const name = fixture.userNames[Math.floor(random() * fixture.userNames.length)] ?? 'player';
    return {
      rank: index + 1,
      userName: maskUserName(name),
      gameName: game?.gameName ?? '',
      vassalage: game?.vassalage ?? 'PG',
      gameType: game?.gameType ?? 'RNG',
      amount: Math.round((smallestWin + random() * (biggestWin - smallestWin)) * 100) / 100,
      time: new Date(now.getTime() - (index + 1) * 97 * MINUTE_MS).toISOString(),
    };
  });
}

/** The entries ranked by amount, biggest first, at most `limit`. */
export function rankWinners(entries: readonly WinnerEntry[], limit: number): WinnerEntry[] {
  return [...entries]
    .sort((a, b) => b.amount - a.amount)
    .slice(0, limit)
    .map((entry, index) => ({ ...entry, rank: index + 1 }));
}
