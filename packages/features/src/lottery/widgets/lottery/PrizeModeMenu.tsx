import { useTranslation } from 'react-i18next';
import type { PrizeMode } from '@wl/core';
import type { PrizeModeMenu as Menu } from '../../hooks/use-lottery-menu.js';

interface PrizeModeMenuProps {
  menus: readonly Menu[];
  prizeMode: PrizeMode;
  gameCode: string | undefined;
  onPrizeMode: (prizeMode: PrizeMode) => void;
  onGame: (prizeMode: PrizeMode, gameCode: string) => void;
}

/** Prize mode tabs and the chosen mode's games in their menu groups. */
export function PrizeModeMenu({
  menus,
  prizeMode,
  gameCode,
  onPrizeMode,
  onGame,
}: PrizeModeMenuProps) {
  const { t } = useTranslation();
  const current = menus.find((menu) => menu.prizeMode === prizeMode);
  return (
    <nav aria-label={t('lottery.games')} className="flex flex-col gap-4">
      <div role="tablist" aria-label={t('lottery.prizeModes')} className="tabs tabs-box">
        {menus.map((menu) => (
          <button
            key={menu.prizeMode}
            type="button"
            role="tab"
            id={`lottery-tab-${menu.prizeMode}`}
            aria-selected={menu.prizeMode === prizeMode}
            aria-controls="lottery-games"
            className={`tab ${menu.prizeMode === prizeMode ? 'tab-active' : ''}`}
            onClick={() => onPrizeMode(menu.prizeMode)}
          >
            {t(`lottery.prizeMode.${menu.prizeMode}`)}
          </button>
        ))}
      </div>
      <div id="lottery-games" role="tabpanel" aria-labelledby={`lottery-tab-${prizeMode}`}>
        {current?.groups.map((group) => (
          <section key={group.group ?? ''} className="mb-3">
            {group.group !== null && (
              <h3 className="mb-1 text-sm font-semibold opacity-80">
                {t(`lottery.group.${group.group}`, { defaultValue: group.group })}
              </h3>
            )}
            <ul className="flex flex-wrap gap-2">
              {group.games.map((game) => (
                <li key={game.gameCode}>
                  <button
                    type="button"
                    aria-pressed={game.gameCode === gameCode}
                    className={`btn btn-sm ${game.gameCode === gameCode ? 'btn-primary' : 'btn-outline'}`}
                    onClick={() => onGame(current.prizeMode, game.gameCode)}
                  >
                    {game.gameName}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </nav>
  );
}
