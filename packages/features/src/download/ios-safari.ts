/** What tells iOS Safari apart (its user agent, touch points, and whether it already runs as an app). */
export interface BrowserFacts {
  userAgent: string;
  maxTouchPoints: number;
  /** Safari's `navigator.standalone`: true inside a site added to the home screen. */
  standalone?: boolean;
}

/** Other browsers on iOS name themselves in the user agent; they cannot add to the home screen. */
const OTHER_IOS_BROWSERS =
  /CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|YaBrowser|DuckDuckGo|Instagram|FBAN|FBAV|Line\//;

/**
 * Safari on an iPhone or iPad (iPadOS says "Macintosh" but has touch), not already opened from
 * the home screen: where the site is installed through Share → Add to Home Screen.
 */
export function isIosSafari({ userAgent, maxTouchPoints, standalone }: BrowserFacts): boolean {
  if (standalone === true) return false;
  const iosDevice =
    /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return iosDevice && /Safari\//.test(userAgent) && !OTHER_IOS_BROWSERS.test(userAgent);
}

/** The facts of the browser the page runs in. */
export function currentBrowser(): BrowserFacts {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints,
    ...(nav.standalone === undefined ? {} : { standalone: nav.standalone }),
  };
}
