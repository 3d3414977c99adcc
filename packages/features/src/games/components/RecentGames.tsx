import type { GameRecord, GameType } from '@wl/core';
import { useRecentGames } from '@wl/core';
import { GameGrid } from './GameGrid.js';

interface RecentGamesProps {
  gameType?: GameType;
  onPlay: (game: GameRecord) => void;
}

/** The games the member launched last, newest first. docs/product/games.md#recent-games */
export function RecentGames({ gameType, onPlay }: RecentGamesProps) {
  const answer = useRecentGames();
  const { data } = answer;
  const games = data?.filter((game) => gameType === undefined || game.gameType === gameType);
  return <GameGrid games={games} answer={answer} empty="games.recentEmpty" onPlay={onPlay} />;
}
