import { useState } from 'react';
import type { GameRecord, GameType } from '@wl/core';
import { useFavouriteList } from '@wl/core';
import { Pager } from '@wl/widgets';
import { GameGrid } from './GameGrid.js';

interface FavouriteGamesProps {
  gameType?: GameType;
  onPlay: (game: GameRecord) => void;
}

/** The signed-in member's favourite games, a page at a time. docs/product/games.md#favourites */
export function FavouriteGames({ gameType, onPlay }: FavouriteGamesProps) {
  const [page, setPage] = useState(1);
  const answer = useFavouriteList(page, gameType);
  const { data } = answer;
  const totalPages = data?.totalPages ?? 0;
  // After removing the last game of the last page, show the page before it.
  if (data && page > 1 && page > totalPages) setPage(Math.max(1, totalPages));
  return (
    <div>
      <GameGrid games={data?.games} answer={answer} empty="games.favouritesEmpty" onPlay={onPlay} />
      <Pager page={data?.pageNum ?? page} pages={totalPages} onPage={setPage} />
    </div>
  );
}
