import type { RouteName } from '@wl/paths';

/**
 * The game categories (game types), in product order: the order of filters, tabs and the API's
 * `gameType` enum. Each has its route (the page the header links to), the screen that route shows
 * (`game-centre`: the category's vendors; `game-list`: its games), its position in the header
 * navigation and the key of its label. The one source of this list: `pnpm facts:gen` writes its
 * copies (the menu schema, the API's `gameType` enum, the widget schemas' category enums,
 * docs/product/games.md#game-types). docs/product/games.md#game-types
 */
export const GAME_CATEGORIES = [
  { type: 'LIVE', name: 'live casino', route: 'live', screen: 'game-centre', navPosition: 4 },
  { type: 'RNG', name: 'slots', route: 'rng', screen: 'game-list', navPosition: 7 },
  { type: 'FISH', name: 'fishing', route: 'fish', screen: 'game-list', navPosition: 6 },
  { type: 'PVP', name: 'card games', route: 'pvp', screen: 'game-list', navPosition: 8 },
  { type: 'SPORTS', name: 'sports', route: 'sports', screen: 'game-centre', navPosition: 5 },
  { type: 'ESPORTS', name: 'e-sports', route: 'esports', screen: 'game-centre', navPosition: 10 },
  { type: 'LOTT', name: 'lottery', route: 'lott', screen: 'game-centre', navPosition: 3 },
  { type: 'ELOTT', name: 'e-lottery', route: 'elott', screen: 'game-centre', navPosition: 2 },
  {
    type: 'COCKFIGHT',
    name: 'cockfight',
    route: 'cockfight',
    screen: 'game-centre',
    navPosition: 9,
  },
] as const satisfies readonly GameCategoryEntry[];

/** The header navigation items that are pages rather than game categories, always shown. */
export const NAV_PAGES = [
  { item: 'HOME', route: 'home', navPosition: 0 },
  { item: 'PROMO', route: 'promotions', navPosition: 1 },
] as const satisfies readonly NavPageEntry[];

/** What a game category's route shows: its vendors, or its games. */
export type GameScreen = 'game-centre' | 'game-list';

/** One game category. */
export interface GameCategoryEntry {
  type: string;
  /** Its English name, for the docs. */
  name: string;
  route: RouteName;
  screen: GameScreen;
  /** Its place in the header navigation (0 is first); `NAV_PAGES` take the other places. */
  navPosition: number;
}

/** A header navigation item that is a page. */
export interface NavPageEntry {
  item: string;
  route: RouteName;
  navPosition: number;
}

export type GameType = (typeof GAME_CATEGORIES)[number]['type'];

/** Every game type, in product order. */
export const GAME_TYPES: readonly GameType[] = GAME_CATEGORIES.map((category) => category.type);

export type NavItem = (typeof NAV_PAGES)[number]['item'] | GameType;

/**
 * Header navigation items in product order (docs/product/games.md#game-types); a tenant's
 * menu.json picks and orders a subset.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  ...NAV_PAGES.map(({ item, navPosition }) => ({ item, navPosition })),
  ...GAME_CATEGORIES.map(({ type, navPosition }) => ({ item: type, navPosition })),
]
  .sort((a, b) => a.navPosition - b.navPosition)
  .map(({ item }) => item);

/** The translation key of a navigation item's label (also a game category's name on screen). */
export function navLabelKey<Item extends NavItem>(item: Item): `nav.${Item}` {
  return `nav.${item}`;
}
