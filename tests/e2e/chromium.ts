import { existsSync } from 'node:fs';

/** Where a locally installed Chromium or Chrome usually lives on Linux and macOS. */
const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/**
 * The browser the tests drive: CHROMIUM_PATH, else the first installed Chromium or Chrome.
 * Never a browser downloaded by a tool. Undefined when there is none.
 */
export function findChromium(): string | undefined {
  const override = process.env.CHROMIUM_PATH;
  if (override) return existsSync(override) ? override : undefined;
  return CANDIDATES.find((path) => existsSync(path));
}

/** One line telling a newcomer how to get a browser for the tests. */
export function missingChromiumMessage(): string {
  const where = process.env.CHROMIUM_PATH
    ? `at CHROMIUM_PATH=${process.env.CHROMIUM_PATH}`
    : `in ${CANDIDATES.join(', ')}`;
  return `Chromium not found ${where}: install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH to a Chrome or Chromium binary).`;
}

export function chromiumPath(): string {
  const path = findChromium();
  if (!path) throw new Error(missingChromiumMessage());
  return path;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
