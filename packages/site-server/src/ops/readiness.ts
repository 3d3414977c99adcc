import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TenantRegistry } from '@wl/tenant-config/node';
import type { UpstreamHealth } from './upstream-health.js';

/** Whether the instance is stopping: set on SIGTERM, read by `/readyz`. */
export class Lifecycle {
  draining = false;
}

export interface ReadinessOptions {
  tenants: TenantRegistry;
  distDir: string;
  lifecycle: Lifecycle;
  /** Upstream mode only: the per-tenant state of each upstream. */
  upstreams: UpstreamHealth | null;
}

/**
 * `/healthz`: the process lives (always 200). `/readyz`: 200 when tenants are served, the build's
 * index.html is present and the instance is not stopping, else 503 with the reasons; in upstream
 * mode the answer lists each tenant's upstream as `ok` or `degraded`, and a degraded upstream
 * never makes the instance unready.
 */
export function registerProbes(app: FastifyInstance, options: ReadinessOptions): void {
  const indexHtml = join(options.distDir, 'index.html');
  app.get('/healthz', { logLevel: 'warn' }, (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', { logLevel: 'warn' }, (_request, reply) => {
    const reasons: string[] = [];
    if (options.lifecycle.draining) reasons.push('stopping');
    if (options.tenants.list().length === 0) reasons.push('no tenant is served');
    if (!existsSync(indexHtml)) reasons.push('the build has no index.html');
    const upstreams = options.upstreams?.states() ?? {};
    return reply
      .code(reasons.length === 0 ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: reasons.length === 0 ? 'ready' : 'unready', reasons, upstreams });
  });
}
