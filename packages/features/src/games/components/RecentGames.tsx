import type { GameRecord, GameType } from '@wl/core';
import { useRecentGames } from '@wl/core';
import { GameGrid } from './GameGrid.js';

interface RecentGamesProps {
  gameType?: GameType;
  onPlay: (game: GameRecord) => void;
}

/** The games the member launched last, newest first. docs/product/games.md#recent-games */
export function RecentGames({ gameType, onPlay }: RecentGamesProps) {
  const { data, error, isLoading } = useRecentGames();
  const games = data?.filter((game) => gameType === undefined || game.gameType === gameType);
  return (
    <GameGrid
      games={games}
      isLoading={isLoading}
      failed={error !== undefined}
      emptyKey="games.recentEmpty"
      onPlay={onPlay}
    />
  );
}
