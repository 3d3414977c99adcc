import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildSiteServer, type SiteServerOptions } from '../build-site-server.js';
import { createSiteFixture, type SiteFixture } from './site-fixture.js';

export interface SiteApp {
  site: SiteFixture;
  app: FastifyInstance;
}

/**
 * One site server (mock on, dev controls off) over a temporary copy of the tenants for the test
 * file: `prepare` may add tenants or files first. Started before its tests, closed after them.
 */
export function siteAppPerFile(
  prepare: (site: SiteFixture) => void = () => undefined,
  options: Partial<SiteServerOptions> = {},
): () => SiteApp {
  let started: SiteApp | undefined;
  beforeAll(async () => {
    const site = createSiteFixture();
    prepare(site);
    const app = buildSiteServer({
      tenantsDir: site.tenantsDir,
      distDir: site.distDir,
      mock: true,
      devControls: false,
      ...options,
    });
    await app.ready();
    started = { site, app };
  });
  afterAll(async () => {
    await started?.app.close();
    started?.site.remove();
  });
  return () => {
    if (!started) throw new Error('the site server starts in beforeAll');
    return started;
  };
}
