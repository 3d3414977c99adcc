import type { GameRecord, GameType } from '@wl/core';
import { toGamePage } from '@wl/core/first-answers';
import { escapeHtml, type FirstViewMarkup, type FirstViewPage } from '@wl/widgets/server';
import { GAME_NAME_CLASS } from '../../components/game-name.js';

/** How many game images of the first view are fetched first: a phone's first row. */
export const FIRST_ROW_IMAGES = 2;

/** The favourites module: the star on each card and a tab of its own. */
const FAVOURITES = 'GAMELOFAV3';

/** The list's tabs, in `GameTabs`' order, with the module each needs ("all" needs none). */
const TABS = [
  ['all', undefined],
  ['favourites', FAVOURITES],
  ['recent', 'GAMELOREC3'],
  ['hot', 'GAMELOHOT3'],
] as const;

/**
 * A control drawn in the first view: seen, never reached (the first view is hidden from
 * assistive technology and inert until the app takes its place).
 */
const UNREACHABLE = 'tabindex="-1"';

/** One game card, as `GameCard` draws it (its icon as `LazyImage` shows it, the name, Play). */
function cardMarkup(
  game: GameRecord,
  src: string | undefined,
  first: boolean,
  page: FirstViewPage,
) {
  const name = escapeHtml(game.gameName);
  const image =
    src === undefined
      ? ''
      : `<img src="${escapeHtml(src)}" alt="${name}" width="160" height="120" class="h-full w-full object-cover"${first ? ' fetchpriority="high" decoding="sync"' : ' loading="lazy" decoding="async"'}>`;
  return (
    `<li class="card bg-base-100 shadow-sm">` +
    `<span class="inline-flex items-center justify-center overflow-hidden bg-base-200 w-full rounded-t-box" style="aspect-ratio:160 / 120">${image}</span>` +
    `<div class="flex items-start gap-1 p-2"><p class="${GAME_NAME_CLASS}">${name}</p>` +
    (page.moduleOn(FAVOURITES)
      ? `<button type="button" class="btn btn-ghost btn-xs btn-square text-warning" ${UNREACHABLE}><span aria-hidden="true">☆</span></button>`
      : '') +
    `</div>` +
    (game.maintenance
      ? `<p class="badge badge-warning mx-2 mb-2 badge-sm">${escapeHtml(page.text('games.maintenance'))}</p>`
      : '') +
    `<button type="button" class="btn btn-primary btn-sm mx-2 mb-2" ${UNREACHABLE}>${escapeHtml(page.text('games.playShort'))}</button>` +
    `</li>`
  );
}

/**
 * The game list's first paint, drawn by the site server from the list's first page (the answer
 * the list itself shows first): the screen's title, the tabs the tenant's modules give, the vendor filter and
 * the search as the list draws them before its vendors arrive, then the page's games with their
 * first row's images fetched first, so the largest paint (a game image) happens while the HTML
 * is parsed. Mirrors `GameList`, `GameTabs`, `AllGames`, `GameFilters`, `GameGrid` and `GameCard`
 * class for class, so each element stands where the app then draws it.
 */
export function gameListFirstView(
  gameType: GameType,
  value: unknown,
  page: FirstViewPage,
): FirstViewMarkup | undefined {
  const { games } = toGamePage(value, { gameType });
  if (games.length === 0) return undefined;
  // The first row's images are fetched first by the page's first answers (server.ts).
  let eager = 0;
  const cards = games.map((game) => {
    const src = game.icon ? page.image(game.icon) : undefined;
    const first = src !== undefined && eager < FIRST_ROW_IMAGES;
    if (first) eager += 1;
    return cardMarkup(game, src, first, page);
  });
  const text = (key: string) => escapeHtml(page.text(key));
  const tabs = TABS.filter(([, modId]) => modId === undefined || page.moduleOn(modId))
    .map(
      ([name]) =>
        `<button type="button" class="btn btn-sm ${name === 'all' ? 'btn-primary' : 'btn-ghost'}" ${UNREACHABLE}>${text(`games.tabs.${name}`)}</button>`,
    )
    .join('');
  return {
    markup:
      `<section class="mx-auto w-full max-w-7xl px-4 py-8" inert>` +
      `<h1 class="mb-6 text-3xl font-bold">${text(`nav.${gameType}`)}</h1>` +
      `<div><div class="mb-4 flex flex-wrap gap-2">${tabs}</div>` +
      `<div class="min-h-[32rem]"><div class="mb-4 flex flex-wrap items-end gap-3">` +
      `<div class="flex w-full flex-col gap-1 sm:w-auto"><span class="text-sm font-medium">${text('games.vendorFilter.label')}</span>` +
      `<select class="select select-bordered select-sm" ${UNREACHABLE}><option>${text('games.vendorFilter.all')}</option></select></div>` +
      `<div class="flex items-end gap-2"><div class="flex flex-col gap-1"><span class="text-sm">${text('games.search.label')}</span>` +
      `<input type="search" class="input input-sm" ${UNREACHABLE}></div>` +
      `<button type="button" class="btn btn-sm" ${UNREACHABLE}>${text('games.search.submit')}</button></div></div>` +
      `<ul class="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">${cards.join('')}</ul>` +
      `</div></div></section>`,
    preload: [],
  };
}
