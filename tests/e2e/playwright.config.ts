import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.js';

const root = new URL('../..', import.meta.url).pathname;

/**
 * Browser tests: one production build shared by every spec; two workers (`WL_E2E_WORKERS` to
 * change), each with a site server and mock of its own (started in global-setup.ts) and one
 * Chromium. Traces and screenshots of failed tests land in test-results/.
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
    // The trace of a failed test keeps its actions, DOM snapshots, network and console, but not a
    // film of the screen: recording one for every test costs about a sixth of the run's time.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
});
