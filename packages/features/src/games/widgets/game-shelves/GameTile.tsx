import type { GameRecord } from '@wl/core';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '@wl/widgets';

/** The proportions of a game thumbnail (4:3); the slot holds them before the image arrives. */
const TILE_IMAGE = { width: 320, height: 240 } as const;

/**
 * A game of a shelf: its thumbnail and name (the one title: the art carries none), one button that
 * starts it. The name takes up to two lines, its height held for two, so it is never cut on phones.
 */
export function GameTile({
  game,
  onPlay,
}: {
  game: GameRecord;
  onPlay: (game: GameRecord) => void;
}) {
  const { t } = useTranslation();
  return (
    <li data-game={game.gameCode}>
      <button
        type="button"
        className="block w-full overflow-hidden rounded-box bg-base-200 text-start hover:bg-base-300"
        aria-label={t('games.play', { name: game.gameName })}
        onClick={() => onPlay(game)}
      >
        <LazyImage
          src={game.icon}
          alt=""
          width={TILE_IMAGE.width}
          height={TILE_IMAGE.height}
          className="w-full"
        />
        <span
          aria-hidden="true"
          className="line-clamp-2 h-8 break-words px-1 text-xs leading-4 sm:h-10 sm:text-sm sm:leading-5"
        >
          {game.gameName}
        </span>
      </button>
    </li>
  );
}

/** The space of a tile while its shelf loads. */
export function TileSlot() {
  return (
    <li aria-hidden="true" className="overflow-hidden rounded-box bg-base-200">
      <span className="block aspect-[4/3] w-full bg-base-300" />
      <span className="block h-8 sm:h-10" />
    </li>
  );
}
