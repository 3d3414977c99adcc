import type { GameRecord } from '@wl/core';
import { useTranslation } from 'react-i18next';
import { InlineLoader } from '@wl/widgets';
import { GameCard } from './GameCard.js';

interface GameGridProps {
  games: readonly GameRecord[] | undefined;
  isLoading: boolean;
  failed: boolean;
  /** Translation key of what an empty list says. */
  emptyKey: string;
  onPlay: (game: GameRecord) => void;
}

/** A grid of game cards, with its loading, failure and empty states. */
export function GameGrid({ games, isLoading, failed, emptyKey, onPlay }: GameGridProps) {
  const { t } = useTranslation();
  if (failed) return <p role="alert">{t('games.loadError')}</p>;
  if (isLoading && !games) return <InlineLoader />;
  if (!games || games.length === 0) return <p className="py-6 opacity-80">{t(emptyKey)}</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
      {games.map((game) => (
        <GameCard key={game.nodeId} game={game} onPlay={onPlay} />
      ))}
    </ul>
  );
}
