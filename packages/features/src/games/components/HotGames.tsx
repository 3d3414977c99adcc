import type { GameRecord } from '@wl/core';
import { useHotGames } from '@wl/core';
import { GameGrid } from './GameGrid.js';

/**
 * The site's hot games (every type, hottest first), from the session cache kept until the
 * language changes. docs/product/games.md#hot-games-and-popular-games
 */
export function HotGames({ onPlay }: { onPlay: (game: GameRecord) => void }) {
  const answer = useHotGames();
  return <GameGrid games={answer.data} answer={answer} empty="games.empty" onPlay={onPlay} />;
}
