import type { GameRecord } from '@wl/core';
import { useTranslation } from 'react-i18next';
import { InlineLoader, RetryAlert } from '@wl/widgets';
import { GameCard } from './GameCard.js';
import { GameTiles } from './GameTiles.js';

interface GameGridProps {
  games: readonly GameRecord[] | undefined;
  /** The list call's state (`useSWR`): loading, or failed; `mutate` asks again. */
  answer: { isLoading: boolean; error?: unknown; mutate: () => unknown };
  /** Translation key of what an empty list says. */
  empty: string;
  onPlay: (game: GameRecord) => void;
}

/** A grid of game cards, with its loading, failure (with a "Try again" button) and empty states. */
export function GameGrid({ games, answer, empty, onPlay }: GameGridProps) {
  const { t } = useTranslation();
  if (answer.error !== undefined)
    return <RetryAlert message={t('games.loadError')} onRetry={() => void answer.mutate()} />;
  if (answer.isLoading && !games) return <InlineLoader />;
  if (!games || games.length === 0) return <p className="py-6 opacity-80">{t(empty)}</p>;
  return (
    <GameTiles>
      {games.map((game) => (
        <GameCard key={game.nodeId} game={game} onPlay={onPlay} />
      ))}
    </GameTiles>
  );
}
