/** Runs the browser tests against the production build (pnpm build must have run). */
import { spawnSync } from 'node:child_process';
import { chromiumPath } from './chromium.js';

chromiumPath();
const result = spawnSync(
  'pnpm',
  ['exec', 'vitest', 'run', '--config', 'tests/e2e/vitest.config.ts', ...process.argv.slice(2)],
  { stdio: 'inherit', cwd: new URL('../..', import.meta.url).pathname },
);
process.exit(result.status ?? 1);
