import type { LotteryGame } from '@wl/core';
import { drawnMarkup, type FirstViewMarkup, type FirstViewPage } from '@wl/widgets/server';
import { MainScreen } from '@wl/widgets/views';
import type { PrizeModeMenu } from '../../hooks/use-lottery-menu.js';
import type { LotteryVariantRules } from '../../lottery-variants.js';
import { GamePanelView } from './GamePanelView.js';
import { LotteryLayout } from './LotteryLayout.js';
import { PrizeModeMenuView } from './PrizeModeMenuView.js';

/** A game as the menu's answers give it; anything else is left out. */
function isGame(value: unknown): value is LotteryGame {
  if (typeof value !== 'object' || value === null) return false;
  const { gameCode, gameName } = value as Record<string, unknown>;
  return typeof gameCode === 'string' && typeof gameName === 'string';
}

/**
 * The first prize mode's games in their menu groups, read from the answer the screen asks first
 * (`lottery.vnMenu` for the Vietnamese screen, `games.byPrizeMode` for the others); none when the
 * answer is unreadable or has no game.
 */
function firstModeMenu(rules: LotteryVariantRules, value: unknown): PrizeModeMenu | undefined {
  const prizeMode = rules.prizeModes[0];
  if (prizeMode === undefined || !Array.isArray(value)) return undefined;
  const groups =
    rules.menu === 'vn'
      ? value.flatMap((entry: unknown) => {
          if (typeof entry !== 'object' || entry === null) return [];
          const { group, games } = entry as Record<string, unknown>;
          if (typeof group !== 'string' || !Array.isArray(games)) return [];
          const shown = games.filter(isGame);
          return shown.length > 0 ? [{ group, games: shown }] : [];
        })
      : [{ group: null, games: value.filter(isGame) }].filter(({ games }) => games.length > 0);
  return groups.length > 0 ? { prizeMode, groups } : undefined;
}

/**
 * The lottery screen's first paint, drawn by the site server from the first prize mode's games
 * (a public call: every visitor gets the same games and draws) with the app's views: the screen's
 * title (`MainScreen`), the prize mode tabs and the first mode's games with the first one chosen
 * (`PrizeModeMenuView`), that game's panel (`GamePanelView`) and the results heading
 * (`LotteryLayout`), so the title and the menu, the largest paint of the screen, are painted while
 * the HTML is parsed and stand where the app then draws them. The next draw's time is left to the
 * app (it is written in the visitor's time zone, which the server does not know); its line keeps
 * its height. The screen is inert until the app takes its place. None without a game (the app
 * then says so).
 */
export function lotteryFirstView(
  rules: LotteryVariantRules,
  title: string,
  value: unknown,
  page: FirstViewPage,
): FirstViewMarkup | undefined {
  const menu = firstModeMenu(rules, value);
  const game = menu?.groups[0]?.games[0];
  if (!menu || !game) return undefined;
  const text = page.text;
  const markup = drawnMarkup(
    <MainScreen drawn widget="lottery" title={title}>
      <LotteryLayout
        drawn
        menu={
          <PrizeModeMenuView
            drawn
            modes={rules.prizeModes}
            menu={menu}
            gameCode={game.gameCode}
            texts={{
              games: text('lottery.games'),
              prizeModes: text('lottery.prizeModes'),
              mode: (mode) => text(`lottery.prizeMode.${mode}`),
              group: (group) => text(`lottery.group.${group}`) || group,
            }}
          />
        }
        panel={
          <GamePanelView
            title={game.gameName}
            // the next draw is the visitor's (their time zone): its line keeps its height
            drawLine={'\u00a0'}
            betLabel={text('lottery.bet')}
            lobbyLabel={text('lottery.lobby')}
          />
        }
        resultsTitle={text('lottery.results')}
      />
    </MainScreen>,
  );
  return { markup, preload: [] };
}
