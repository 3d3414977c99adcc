import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.js';

const root = new URL('../..', import.meta.url).pathname;

/**
 * Browser tests: one production build shared by every spec; two workers (`WL_E2E_WORKERS` to
 * change), each with a site server and mock of its own (started in global-setup.ts) and one
 * Chromium. Screenshots of failed tests (and traces, with WL_E2E_TRACE=on) land in test-results/.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: `${root}test-results`,
  globalSetup: './global-setup.ts',
  workers: Number(process.env.WL_E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    locale: 'en-US',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    // A trace keeps a failed test's actions, DOM snapshots, network and console. Recording one for
    // every test costs the run time (about a tenth), so it is recorded only when asked for with
    // WL_E2E_TRACE=on, for the spec being looked into; never a film of the screen (a sixth more).
    trace:
      process.env.WL_E2E_TRACE === 'on' ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    screenshot: 'only-on-failure',
  },
});
