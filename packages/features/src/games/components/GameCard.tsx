import type { GameRecord } from '@wl/core';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '@wl/widgets';
import { FavouriteButton } from './FavouriteButton.js';
import { GAME_NAME_CLASS } from './game-name.js';

/** Size of a game icon slot (px); the slot is reserved before the icon loads. */
const ICON_SIZE = { width: 160, height: 120 } as const;

interface GameCardProps {
  game: GameRecord;
  onPlay: (game: GameRecord) => void;
}

/** One game: its icon, name, a maintenance badge, the play button and the favourite star. */
export function GameCard({ game, onPlay }: GameCardProps) {
  const { t } = useTranslation();
  return (
    <li className="card bg-base-100 shadow-sm" data-game={game.gameCode}>
      <LazyImage
        src={game.icon}
        alt={game.gameName}
        width={ICON_SIZE.width}
        height={ICON_SIZE.height}
        className="w-full rounded-t-box"
      />
      <div className="flex items-start gap-1 p-2">
        <p className={GAME_NAME_CLASS} title={game.gameName}>
          {game.gameName}
        </p>
        <FavouriteButton game={game} />
      </div>
      {game.maintenance && (
        <p className="badge badge-warning mx-2 mb-2 badge-sm">{t('games.maintenance')}</p>
      )}
      <button
        type="button"
        className="btn btn-primary btn-sm mx-2 mb-2"
        aria-label={t('games.play', { name: game.gameName })}
        onClick={() => onPlay(game)}
      >
        {t('games.playShort')}
      </button>
    </li>
  );
}
