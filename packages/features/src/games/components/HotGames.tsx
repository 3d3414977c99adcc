import type { GameRecord, GameType } from '@wl/core';
import { useHotGames } from '@wl/core';
import { GameGrid } from './GameGrid.js';

interface HotGamesProps {
  gameType?: GameType;
  onPlay: (game: GameRecord) => void;
}

/**
 * Hot games of the type, from the session cache kept until the language changes.
 * docs/product/games.md#hot-games-and-popular-games
 */
export function HotGames({ gameType, onPlay }: HotGamesProps) {
  const { data, error, isLoading } = useHotGames();
  const games = data?.filter((game) => gameType === undefined || game.gameType === gameType);
  return (
    <GameGrid
      games={games}
      isLoading={isLoading}
      failed={error !== undefined}
      emptyKey="games.empty"
      onPlay={onPlay}
    />
  );
}
