import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { E2E_ENV } from './e2e-env.js';
import { startSiteProcess } from './site-process.js';

const root = new URL('../..', import.meta.url).pathname;

/**
 * Starts one site server (site.ts) per worker, so that a spec changing a merchant's status, an
 * account or a tenant file never meets a spec of another worker; answers their teardown.
 */
export default async function setup(config: FullConfig): Promise<() => Promise<void>> {
  const distDir = join(root, 'packages/runtime/dist');
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error('No production build in packages/runtime/dist: run `pnpm build` first.');
  }
  const sites = await Promise.all(
    Array.from({ length: Math.max(1, config.workers) }, () => startSiteProcess(distDir)),
  );

  // Workers inherit the runner's environment.
  process.env[E2E_ENV.port] = sites.map((site) => site.port).join(',');
  process.env[E2E_ENV.distDir] = distDir;
  process.env[E2E_ENV.tenantsDir] = sites.map((site) => site.tenantsDir).join(',');

  return async () => {
    await Promise.all(sites.map((site) => site.stop()));
  };
}
