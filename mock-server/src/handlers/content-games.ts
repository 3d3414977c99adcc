/** The game-related content endpoints: popular games and the winner boards. */
import type { HandlerMap } from '../handler.js';
import { toGameRecord } from '../state/game-catalog.js';
import { playsOf } from '../state/games-state.js';
import { rankWinners } from '../state/winners.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const contentGamesHandlers = {
  /** Most played games (launches on this mock count), games under maintenance left out. */
  'content.popular': ({ state, query }) => {
    const { games } = state;
    return games.catalog.games
      .filter((game) => !game.maintenance)
      .filter((game) => query.gameType === undefined || game.gameType === query.gameType)
      .map((game) => ({ game, plays: playsOf(games, game.nodeId) }))
      .sort((a, b) => b.plays - a.plays || a.game.nodeId - b.game.nodeId)
      .slice(0, query.limit ?? 12)
      .map(({ game }) => toGameRecord(game));
  },

  /** Biggest wins of the last 24 hours, each with the game's node id and icon. */
  'content.winnerRankList': ({ state, query, now }) => {
    const since = now.getTime() - DAY_MS;
    const entries = state.games.winners.filter(
      (entry) =>
        Date.parse(entry.time) >= since &&
        (query.gameCategory === undefined ||
          query.gameCategory === 'ALL' ||
          entry.gameType === query.gameCategory),
    );
    const { games } = state.games.catalog;
    return {
      list: rankWinners(entries, query.limitNum ?? 10).map((entry) => {
        const game = games.find(
          (g) => g.gameName === entry.gameName && g.vassalage === entry.vassalage,
        );
        return {
          vo: {
            gameName: entry.gameName,
            customerName: entry.userName,
            winAmount: entry.amount,
            iconUrl: game?.icon ?? null,
            nodeId: game?.nodeId ?? null,
            vassalage: entry.vassalage,
            gameType: entry.gameType,
            winTime: entry.time,
          },
        };
      }),
    };
  },

  /** Biggest wins on record (every seeded win, whatever its age). */
  'content.winnerBoard': ({ state, query }) => {
    const entries = state.games.winners.filter(
      (entry) => query.gameType === undefined || entry.gameType === query.gameType,
    );
    return rankWinners(entries, query.limitNum ?? 10);
  },
} satisfies HandlerMap;
