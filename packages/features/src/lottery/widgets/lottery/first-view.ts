import type { LotteryGame, PrizeMode } from '@wl/core';
import { escapeHtml, type FirstViewMarkup, type FirstViewPage } from '@wl/widgets/server';
import type { PrizeModeMenu } from '../../hooks/use-lottery-menu.js';
import type { LotteryVariantRules } from '../../lottery-variants.js';

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

/** `PrizeModeMenu`'s tab row and the first mode's games, with the first game chosen. */
function menuMarkup(
  rules: LotteryVariantRules,
  menu: PrizeModeMenu,
  chosen: string,
  text: (key: string) => string,
): string {
  const tabs = rules.prizeModes
    .map(
      (mode: PrizeMode) =>
        `<span class="tab ${mode === menu.prizeMode ? 'tab-active' : ''}">${text(`lottery.prizeMode.${mode}`)}</span>`,
    )
    .join('');
  const groups = menu.groups
    .map(({ group, games }) => {
      const heading =
        group === null
          ? ''
          : `<h3 class="mb-1 text-sm font-semibold opacity-80">${text(`lottery.group.${group}`) || escapeHtml(group)}</h3>`;
      const buttons = games
        .map(
          (game) =>
            `<li><span class="btn btn-sm ${game.gameCode === chosen ? 'btn-primary' : 'btn-outline'}">${escapeHtml(game.gameName)}</span></li>`,
        )
        .join('');
      return `<section class="mb-3">${heading}<ul class="flex flex-wrap gap-2">${buttons}</ul></section>`;
    })
    .join('');
  return (
    `<nav class="flex flex-col gap-4"><div class="tabs tabs-box">${tabs}</div>` +
    `<div>${groups}</div></nav>`
  );
}

/**
 * The lottery screen's first paint, drawn by the site server from the first prize mode's games
 * (a public call: every visitor gets the same games and draws): the screen's title, the prize mode
 * tabs, the first mode's games with the first one chosen, and that game's panel (its name, the
 * space of its next-draw line, the bet and lobby buttons), then the results heading. Mirrors
 * `Lottery`, `PrizeModeMenu` and `GamePanel` class for class, so the title and the menu, the
 * largest paint of the screen, are painted while the HTML is parsed and stand where the app then
 * draws them. The next draw's time is left to the app (it is written in the visitor's time zone,
 * which the server does not know); its line keeps its height. Controls are drawn as inert boxes
 * of the same classes (the first view is hidden from assistive technology until the app takes its
 * place). None without a game (the app then says so).
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
  const text = (key: string) => escapeHtml(page.text(key));
  const panel =
    `<div class="flex flex-wrap items-center justify-between gap-4"><div>` +
    `<h2 class="text-xl font-semibold">${escapeHtml(game.gameName)}</h2>` +
    `<p class="text-sm opacity-80">&nbsp;</p></div>` +
    `<div class="flex gap-2"><span class="btn btn-primary">${text('lottery.bet')}</span>` +
    `<span class="btn btn-outline">${text('lottery.lobby')}</span></div></div>`;
  return {
    markup:
      `<section class="mx-auto w-full max-w-7xl px-4 py-8" inert>` +
      `<h1 class="mb-6 text-3xl font-bold">${escapeHtml(title)}</h1>` +
      `<div class="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)_18rem]">` +
      `<div class="flex flex-col gap-6">${menuMarkup(rules, menu, game.gameCode, text)}</div>` +
      `<div class="flex flex-col gap-6">${panel}` +
      `<section><h2 class="mb-2 font-semibold">${text('lottery.results')}</h2></section></div>` +
      `</div></section>`,
    preload: [],
  };
}
