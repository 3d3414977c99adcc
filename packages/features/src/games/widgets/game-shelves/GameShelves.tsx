import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameList, useHotGames, useLaunchGame, type GameRecord } from '@wl/core';
import type { WidgetProps } from '@wl/widgets';
import type { GameShelvesSettings } from './settings.gen.js';
import { GameTile, TileSlot } from './GameTile.js';

interface ShelfProps {
  title: string;
  games: readonly GameRecord[] | undefined;
  failed: boolean;
  limit: number;
  onPlay: (game: GameRecord) => void;
}

/** One shelf: a heading and four tiles a row; its slots hold their space while it loads. */
function Shelf({ title, games, failed, limit, onPlay }: ShelfProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h2 id={headingId} className="mb-2 h-7 text-lg font-bold">
        {title}
      </h2>
      {failed ? (
        <p role="alert">{t('games.loadError')}</p>
      ) : (
        <ul className="grid grid-cols-4 gap-2" aria-busy={games === undefined}>
          {games
            ? games
                .slice(0, limit)
                .map((game) => <GameTile key={game.nodeId} game={game} onPlay={onPlay} />)
            : Array.from({ length: limit }, (_, index) => <TileSlot key={index} />)}
        </ul>
      )}
    </section>
  );
}

/** Games whose names another shelf already shows are left out: a name shows once on the page. */
function withoutNames(games: readonly GameRecord[] | undefined, shown: readonly GameRecord[]) {
  if (!games) return undefined;
  const names = new Set(shown.map((game) => game.gameName));
  const seen = new Set<string>();
  return games.filter((game) => {
    if (names.has(game.gameName) || seen.has(game.gameName)) return false;
    seen.add(game.gameName);
    return true;
  });
}

/**
 * Hot games and new games at the top of a page (docs/product/routes.md#home): the site's hot
 * games, and the first page of a category's list (of one vendor when set), without the names the
 * hot shelf shows. Each tile starts its game.
 */
export default function GameShelves({ settings }: WidgetProps<GameShelvesSettings>) {
  const { t } = useTranslation();
  const launch = useLaunchGame();
  const play = (game: GameRecord): void => void launch(game);
  const hot = useHotGames();
  const list = useGameList({
    gameType: settings.newGameType,
    ...(settings.newVassalage ? { vassalage: settings.newVassalage } : {}),
    pageNo: 1,
    pageSize: settings.limit * 3,
  });
  const hotGames = withoutNames(hot.data, []);
  const shownHot = hotGames?.slice(0, settings.limit) ?? [];
  const newGames = hot.data ? withoutNames(list.data?.games, shownHot) : undefined;
  return (
    <div
      data-widget="game-shelves"
      className="mx-auto grid w-full max-w-7xl gap-4 px-4 py-3 lg:grid-cols-2"
    >
      <Shelf
        title={t(settings.hotTitleKey)}
        games={hotGames}
        failed={hot.error !== undefined}
        limit={settings.limit}
        onPlay={play}
      />
      <Shelf
        title={t(settings.newTitleKey)}
        games={newGames}
        failed={list.error !== undefined}
        limit={settings.limit}
        onPlay={play}
      />
    </div>
  );
}
