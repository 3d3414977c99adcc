import type { PrizeMode } from '@wl/core';
import type { PrizeModeMenu } from '../../hooks/use-lottery-menu.js';

interface PrizeModeMenuViewProps {
  /** The prize modes with a tab, in the screen's order. */
  modes: readonly PrizeMode[];
  /** The chosen mode's games in their menu groups. */
  menu: PrizeModeMenu | undefined;
  gameCode: string | undefined;
  /** The menu's texts in the page's language. */
  texts: {
    games: string;
    prizeModes: string;
    mode: (prizeMode: PrizeMode) => string;
    /** A menu group's name (the group's own word without a translation). */
    group: (group: string) => string;
  };
  onPrizeMode?: (prizeMode: PrizeMode) => void;
  onGame?: (prizeMode: PrizeMode, gameCode: string) => void;
  /** The site server's copy: no ids, which the app's menu beside it carries. */
  drawn?: boolean;
}

/** Prize mode tabs and the chosen mode's games in their menu groups. */
export function PrizeModeMenuView({
  modes,
  menu,
  gameCode,
  texts,
  onPrizeMode,
  onGame,
  drawn = false,
}: PrizeModeMenuViewProps) {
  const id = (name: string) => (drawn ? undefined : name);
  const prizeMode = menu?.prizeMode;
  return (
    <nav aria-label={texts.games} className="flex flex-col gap-4">
      <div role="tablist" aria-label={texts.prizeModes} className="tabs tabs-box">
        {modes.map((mode) => (
          <button
            key={mode}
            type="button"
            role="tab"
            id={id(`lottery-tab-${mode}`)}
            aria-selected={mode === prizeMode}
            aria-controls={id('lottery-games')}
            className={`tab ${mode === prizeMode ? 'tab-active' : ''}`}
            onClick={() => onPrizeMode?.(mode)}
          >
            {texts.mode(mode)}
          </button>
        ))}
      </div>
      <div
        id={id('lottery-games')}
        role="tabpanel"
        aria-labelledby={prizeMode && id(`lottery-tab-${prizeMode}`)}
      >
        {menu?.groups.map((group) => (
          <section key={group.group ?? ''} className="mb-3">
            {group.group !== null && (
              <h3 className="mb-1 text-sm font-semibold opacity-80">{texts.group(group.group)}</h3>
            )}
            <ul className="flex flex-wrap gap-2">
              {group.games.map((game) => (
                <li key={game.gameCode}>
                  <button
                    type="button"
                    aria-pressed={game.gameCode === gameCode}
                    className={`btn btn-sm ${game.gameCode === gameCode ? 'btn-primary' : 'btn-outline'}`}
                    onClick={() => onGame?.(menu.prizeMode, game.gameCode)}
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
