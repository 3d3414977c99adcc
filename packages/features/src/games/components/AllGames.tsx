import { useState } from 'react';
import type { GameRecord, GameType, GameVendor } from '@wl/core';
import { useGameList } from '@wl/core';
import { Pager } from '@wl/widgets';
import { GAME_PAGE_SIZE } from '../game-list-query.js';
import { AllGamesFrame } from './AllGamesFrame.js';
import { GameFilters } from './GameFilters.js';
import { GameGrid } from './GameGrid.js';

interface AllGamesProps {
  gameType: GameType;
  /** The vendor filter's choices; absent for one vendor's list. */
  vendors?: readonly GameVendor[];
  vassalage: string | undefined;
  onVendor?: (vassalage: string | undefined) => void;
  onPlay: (game: GameRecord) => void;
}

/**
 * The games of a type (of one vendor when chosen), a page at a time, with the name search.
 * A new vendor or search starts again at page 1. docs/product/games.md#game-list
 */
export function AllGames({ gameType, vendors, vassalage, onVendor, onPlay }: AllGamesProps) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const answer = useGameList({
    gameType,
    pageNo: page,
    pageSize: GAME_PAGE_SIZE,
    ...(vassalage && { vassalage }),
    ...(search && { gameName: search }),
  });
  const { data } = answer;
  return (
    <AllGamesFrame>
      <GameFilters
        vendors={vendors}
        vassalage={vassalage}
        onVendor={(next) => {
          setPage(1);
          onVendor?.(next);
        }}
        search={search}
        onSearch={(next) => {
          setPage(1);
          setSearch(next);
        }}
      />
      <GameGrid games={data?.games} answer={answer} empty="games.empty" onPlay={onPlay} />
      <Pager page={page} pages={data?.totalPages ?? 0} onPage={setPage} />
    </AllGamesFrame>
  );
}
