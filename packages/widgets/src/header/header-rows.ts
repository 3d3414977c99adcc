import type { HeaderBlock, HeaderSettings } from './settings.gen.js';

type BlockType = HeaderBlock['type'];

/** The header's blocks by where they stand, from the order the layout gives them. */
export interface HeaderRows {
  /** The top row: the blocks before `navigation` (all of them without one). */
  top: readonly BlockType[];
  /** The top row's blocks before the logo and after it (all of the row without a logo). */
  before: readonly BlockType[];
  after: readonly BlockType[];
  hasLogo: boolean;
  /** Whether there is a menu row (a `navigation` block), and the blocks after it there. */
  hasMenuRow: boolean;
  below: readonly BlockType[];
}

/** Where each of the header's blocks stands: the top row split by the logo, then the menu row. */
export function headerRows({ blocks }: Pick<HeaderSettings, 'blocks'>): HeaderRows {
  const types = blocks.map((block) => block.type);
  const navAt = types.indexOf('navigation');
  const top = navAt < 0 ? types : types.slice(0, navAt);
  const logoAt = top.indexOf('logo');
  return {
    top,
    before: logoAt < 0 ? [] : top.slice(0, logoAt),
    after: logoAt < 0 ? top : top.slice(logoAt + 1),
    hasLogo: logoAt >= 0,
    hasMenuRow: navAt >= 0,
    below: navAt < 0 ? [] : types.slice(navAt + 1),
  };
}
