/** Where the mock's artwork lives (under a backend prefix, so a site forwards it to the mock). */
export const ART_PREFIX = '/wps/art';

/** A game's thumbnail. */
export const gameArtUrl = (gameCode: string): string =>
  `${ART_PREFIX}/games/${encodeURIComponent(gameCode)}.svg`;

/** A vendor's wordmark. */
export const vendorArtUrl = (vassalage: string): string =>
  `${ART_PREFIX}/vendors/${encodeURIComponent(vassalage)}.svg`;

/** A lottery game's picture. */
export const lotteryArtUrl = (gameCode: string): string =>
  `${ART_PREFIX}/lottery/${encodeURIComponent(gameCode)}.svg`;
