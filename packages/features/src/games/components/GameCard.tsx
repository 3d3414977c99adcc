import type { GameRecord } from '@wl/core';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '@wl/widgets';
import { FavouriteButton } from './FavouriteButton.js';
import { GAME_ICON_CLASS, GAME_ICON_SIZE } from './game-icon.js';
import { GameCardView } from './GameCardView.js';

interface GameCardProps {
  game: GameRecord;
  onPlay: (game: GameRecord) => void;
}

/** One game: its icon, name, a maintenance badge, the play button and the favourite star. */
export function GameCard({ game, onPlay }: GameCardProps) {
  const { t } = useTranslation();
  return (
    <GameCardView
      game={game}
      image={
        <LazyImage
          src={game.icon}
          alt={game.gameName}
          width={GAME_ICON_SIZE.width}
          height={GAME_ICON_SIZE.height}
          className={GAME_ICON_CLASS}
        />
      }
      star={<FavouriteButton game={game} />}
      maintenance={t('games.maintenance')}
      play={t('games.playShort')}
      playLabel={t('games.play', { name: game.gameName })}
      onPlay={onPlay}
    />
  );
}
