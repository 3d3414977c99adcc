/** Runs the browser tests against the production build (pnpm build must have run). */
import { spawnSync } from 'node:child_process';
import { findChromium, missingChromiumMessage } from './chromium.js';

if (!findChromium()) {
  console.error(missingChromiumMessage());
  process.exit(1);
}
const result = spawnSync(
  'pnpm',
  [
    'exec',
    'playwright',
    'test',
    '--config',
    'tests/e2e/playwright.config.ts',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', cwd: new URL('../..', import.meta.url).pathname },
);
process.exit(result.status ?? 1);
