import type { FastifyInstance } from 'fastify';
import { buildSiteServer, type SiteServerOptions } from '../build-site-server.js';
import { listenOnLoopback } from './loopback.js';
import { createSiteFixture } from './site-fixture.js';

export interface ProxySite {
  app: FastifyInstance;
  port: number;
  /** Host header of the tenant whose `api.upstream` is the upstream (`real.localhost`). */
  host: string;
  close(): Promise<void>;
}

/**
 * The site server without the mock, listening on 127.0.0.1, with tenant `real` whose
 * `api.upstream` is `upstream` (e.g. `http://127.0.0.1:PORT/api`).
 */
export async function startProxySite(
  upstream: string,
  options: Partial<SiteServerOptions> = {},
): Promise<ProxySite> {
  const site = createSiteFixture();
  site.writeTenant('real', {
    'tenant.json': { merchantCode: 'REAL01', api: { upstream, encryption: 'upstream-script' } },
  });
  const app = buildSiteServer({
    tenantsDir: site.tenantsDir,
    distDir: site.distDir,
    mock: false,
    devControls: false,
    ...options,
  });
  const port = await listenOnLoopback(app);
  return {
    app,
    port,
    host: 'real.localhost',
    close: async () => {
      await app.close();
      site.remove();
    },
  };
}
