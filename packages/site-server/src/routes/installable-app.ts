import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TenantRegistry } from '@wl/tenant-config/node';
import { CachedFile } from '../cached-file.js';
import {
  MANIFEST_PATH,
  OFFLINE_PAGE_PATH,
  SERVICE_WORKER_PATH,
} from '../installable-app/head-tags.js';
import { inlineLogo, renderOfflinePage } from '../installable-app/offline-page.js';
import { webAppManifest } from '../installable-app/web-app-manifest.js';
import { replyUnknownSite } from '../unknown-site.js';

export interface InstallableAppOptions {
  /** The runtime build, whose `sw.js` is the service worker. */
  distDir: string;
  /** Serve the service worker; off, `/sw.js` is a 404 and pages do not ask for it. */
  serviceWorker: boolean;
}

/**
 * What makes a tenant's site installable (docs/architecture.md#installable-app):
 * `/manifest.webmanifest` for the requesting host's tenant; `/sw.js`, the build's service worker,
 * which browsers must re-check on every visit (`no-cache`: a deploy reaches players at once);
 * `/offline.html`, the tenant's offline page, which the service worker keeps for when there is
 * no network.
 */
export function registerInstallableApp(
  app: FastifyInstance,
  registry: TenantRegistry,
  options: InstallableAppOptions,
): void {
  app.get(MANIFEST_PATH, (request, reply) => {
    const tenant = registry.resolveHost(request.headers.host ?? '');
    if (!tenant) return replyUnknownSite(reply);
    return reply
      .header('cache-control', 'no-cache')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(webAppManifest(tenant)));
  });

  app.get(OFFLINE_PAGE_PATH, (request, reply) => {
    const tenant = registry.resolveHost(request.headers.host ?? '');
    if (!tenant) return replyUnknownSite(reply);
    const logo = tenant.theme.logo;
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderOfflinePage(tenant, inlineLogo(registry.assetPath(tenant.code, logo))));
  });

  const worker = new CachedFile(join(options.distDir, 'sw.js'), (text) => text);
  app.get(SERVICE_WORKER_PATH, (_request, reply) => {
    let script: string;
    try {
      if (!options.serviceWorker) throw new Error('service worker turned off');
      script = worker.read();
    } catch {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return reply
      .header('cache-control', 'no-cache')
      .type('text/javascript; charset=utf-8')
      .send(script);
  });
}
