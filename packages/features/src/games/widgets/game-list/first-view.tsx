import type { GameType } from '@wl/core';
import { toGamePage } from '@wl/core/first-answers';
import { drawnMarkup, type FirstViewMarkup, type FirstViewPage } from '@wl/widgets/server';
import { ImageSlot, MainScreen, SlotImage } from '@wl/widgets/views';
import { AllGamesFrame } from '../../components/AllGamesFrame.js';
import { FavouriteStar } from '../../components/FavouriteStar.js';
import { GameCardView } from '../../components/GameCardView.js';
import { GameFiltersView } from '../../components/GameFiltersView.js';
import { GAME_ICON_CLASS, GAME_ICON_SIZE } from '../../components/game-icon.js';
import { GAME_TABS, GameTabsView } from '../../components/GameTabsView.js';
import { GameTiles } from '../../components/GameTiles.js';

/** How many game images of the first view are fetched first: a phone's first row. */
export const FIRST_ROW_IMAGES = 2;

/**
 * The game list's first paint, drawn by the site server from the list's first page (the answer
 * the list itself shows first) with the list's views: the screen's title (`MainScreen`), the tabs
 * the tenant's modules give (`GameTabsView`), the vendor filter and the search as the list draws
 * them before its vendors arrive (`GameFiltersView`), then the page's games (`GameCardView`) with
 * their first row's images fetched first and decoded at once, so the largest paint (a game image)
 * happens while the HTML is parsed, where the app then draws it. A star on each card when the
 * favourites module is on, hollow (a member's favourites are the app's). The screen is inert until
 * the app takes its place. None for an empty or unreadable answer (the app says so).
 */
export function gameListFirstView(
  gameType: GameType,
  value: unknown,
  page: FirstViewPage,
): FirstViewMarkup | undefined {
  const { games } = toGamePage(value, { gameType });
  if (games.length === 0) return undefined;
  const text = page.text;
  const favourites = page.moduleOn(GAME_TABS[1].module);
  // The first row's images are fetched first by the page's first answers (server.ts).
  let eager = 0;
  const cards = games.map((game) => {
    const src = game.icon ? page.image(game.icon) : undefined;
    const first = src !== undefined && eager < FIRST_ROW_IMAGES;
    if (first) eager += 1;
    return (
      <GameCardView
        key={game.nodeId}
        drawn
        game={game}
        image={
          <ImageSlot {...GAME_ICON_SIZE} className={GAME_ICON_CLASS}>
            {src !== undefined && (
              <SlotImage
                src={src}
                alt={game.gameName}
                {...GAME_ICON_SIZE}
                {...(first
                  ? { fetchPriority: 'high', decoding: 'sync' }
                  : { loading: 'lazy', decoding: 'async' })}
              />
            )}
          </ImageSlot>
        }
        star={favourites && <FavouriteStar on={false} />}
        maintenance={text('games.maintenance')}
        play={text('games.playShort')}
        playLabel={text('games.play', { name: game.gameName })}
      />
    );
  });
  const markup = drawnMarkup(
    <MainScreen drawn widget="game-list" title={text(`nav.${gameType}`)}>
      <GameTabsView
        label={text('games.tabs.label')}
        tabs={GAME_TABS.filter(({ module }) => module === undefined || page.moduleOn(module)).map(
          ({ name }) => ({ name, title: text(`games.tabs.${name}`) }),
        )}
        current="all"
      >
        <AllGamesFrame>
          <GameFiltersView
            vendors={[]}
            vassalage={undefined}
            typed=""
            texts={{
              vendor: text('games.vendorFilter.label'),
              allVendors: text('games.vendorFilter.all'),
              search: text('games.search.label'),
              submit: text('games.search.submit'),
            }}
          />
          <GameTiles>{cards}</GameTiles>
        </AllGamesFrame>
      </GameTabsView>
    </MainScreen>,
  );
  return { markup, preload: [] };
}
