import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_ENV } from './e2e-env.js';
import { startSiteProcess } from './site-process.js';

const root = new URL('../..', import.meta.url).pathname;

/** Starts the one site server (site.ts) every spec uses; returns its teardown. */
export default async function setup(): Promise<() => Promise<void>> {
  const distDir = join(root, 'packages/runtime/dist');
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error('No production build in packages/runtime/dist: run `pnpm build` first.');
  }
  const site = await startSiteProcess(distDir);

  // Workers inherit the runner's environment.
  process.env[E2E_ENV.port] = String(site.port);
  process.env[E2E_ENV.distDir] = distDir;
  process.env[E2E_ENV.tenantsDir] = site.tenantsDir;

  return site.stop;
}
