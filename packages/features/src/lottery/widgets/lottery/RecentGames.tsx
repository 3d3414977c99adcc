import { useTranslation } from 'react-i18next';
import type { PrizeMode } from '@wl/core';
import { useEndpoint } from '@wl/core';

interface RecentGamesProps {
  prizeMode: PrizeMode;
  onGame: (prizeMode: PrizeMode, gameCode: string) => void;
}

/** The VN lottery games the player opened last (the VN menu's recent list). */
export function RecentGames({ prizeMode, onGame }: RecentGamesProps) {
  const { t } = useTranslation();
  const { data } = useEndpoint('lottery.vnRecent', { query: { prizeMode, device: 'WEB' } });
  return (
    <section aria-labelledby="lottery-recent">
      <h2 id="lottery-recent" className="mb-2 font-semibold">
        {t('lottery.recent')}
      </h2>
      {data && data.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {data.map((game) => (
            <li key={game.gameCode}>
              <button
                type="button"
                className="btn btn-xs btn-ghost"
                onClick={() => onGame(game.prizeMode, game.gameCode)}
              >
                {game.gameName}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm opacity-80">{t('lottery.noRecent')}</p>
      )}
    </section>
  );
}
