/**
 * A game's thumbnail (320×240 SVG): a backdrop in its vendor's colours, a motif of its game type
 * (game-motifs.ts) and the vendor's code. The game's title is its accessible name (`<title>`) and
 * is not drawn: the tile shows it as text under the art, the one title a tile carries. The same
 * game always looks the same.
 */
import type { GameType } from '@wl/api';
import { hashOf } from '../state/seeded-random.js';
import { motifOf } from './game-motifs.js';
import { escapeXml } from './svg-text.js';
import { vendorStyle } from './vendor-style.js';

const THUMBNAIL_SIZE = { width: 320, height: 240 } as const;

interface ThumbnailGame {
  vassalage: string;
  gameCode: string;
  gameName: string;
  gameType: GameType;
}

export function gameThumbnailSvg(game: ThumbnailGame): string {
  const style = vendorStyle(game.vassalage);
  const seed = hashOf(game.gameCode);
  const angle = seed % 90;
  const glow = 40 + (seed % 240);
  const title = game.gameName;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMBNAIL_SIZE.width}" height="${THUMBNAIL_SIZE.height}" viewBox="0 0 320 240" font-family="Arial, Helvetica, sans-serif" role="img"><title>${escapeXml(title)}</title><defs><linearGradient id="b" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${style.primary}"/><stop offset="1" stop-color="#0d0d12"/></linearGradient><radialGradient id="g"><stop offset="0" stop-color="${style.accent}" stop-opacity=".55"/><stop offset="1" stop-color="${style.accent}" stop-opacity="0"/></radialGradient></defs><rect width="320" height="240" fill="url(#b)"/><circle cx="${glow}" cy="90" r="120" fill="url(#g)"/>${motifOf(game.gameType, style, seed)}<rect x="8" y="8" rx="6" width="${12 + game.vassalage.length * 10}" height="24" fill="${style.accent}"/><text x="14" y="25" font-size="15" font-weight="900" fill="${style.primary}">${escapeXml(game.vassalage)}</text></svg>`;
}
