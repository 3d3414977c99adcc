/**
 * The game's name under its icon, the one title a card shows (the icon's art carries none): up to
 * two lines, its height held for two, so a long name wraps instead of being cut on phones.
 * docs/product/games.md#game-tiles
 */
export const GAME_NAME_CLASS =
  'line-clamp-2 h-10 min-w-0 flex-1 break-words text-sm font-medium leading-5';
