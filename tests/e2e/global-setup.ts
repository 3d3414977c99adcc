import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromium, type BrowserServer } from 'playwright-core';
import { buildSiteServer } from '@wl/site-server';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.js';

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
    tenantsDir: string;
    wsEndpoint: string;
    distDir: string;
  }
}

const root = new URL('../..', import.meta.url).pathname;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const distDir = join(root, 'packages/runtime/dist');
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error('No production build in packages/runtime/dist: run `pnpm build` first.');
  }
  // A private copy of tenants/, so a test can add a tenant the way an operator would.
  const tenantsDir = mkdtempSync(join(tmpdir(), 'wl-e2e-tenants-'));
  cpSync(join(root, 'tenants'), tenantsDir, { recursive: true });
  const server = buildSiteServer({
    tenantsDir,
    distDir,
    mock: true,
    devControls: true,
    logger: false,
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('site server has no port');

  const browser: BrowserServer = await chromium.launchServer({
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
  project.provide('port', address.port);
  project.provide('wsEndpoint', browser.wsEndpoint());
  project.provide('distDir', distDir);
  project.provide('tenantsDir', tenantsDir);

  return async () => {
    await browser.close();
    await server.close();
    rmSync(tenantsDir, { recursive: true, force: true });
  };
}
