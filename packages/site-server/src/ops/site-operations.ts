import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { TenantRegistry } from '@wl/tenant-config/node';
import { trackUpgradedSockets } from './graceful-shutdown.js';
import { registerMetrics, type SiteMetrics } from './metrics.js';
import { Lifecycle, registerProbes } from './readiness.js';
import { registerRequestLog } from './request-log.js';
import { UpstreamHealth } from './upstream-health.js';

/** What the operator's side of a site server holds: metrics, stopping state, open relays. */
export interface SiteOperations {
  metrics: SiteMetrics;
  lifecycle: Lifecycle;
  sockets: ReadonlySet<Duplex>;
  upstreams: UpstreamHealth | null;
}

export interface OperationsOptions {
  tenants: TenantRegistry;
  metrics: SiteMetrics;
  distDir: string;
  /** `/metrics` needs `Authorization: Bearer <token>`; unset: `/metrics` is not served. */
  metricsToken: string | undefined;
  /** Without the mock: API calls are upstream calls (timed and counted per tenant). */
  upstream: boolean;
  /** Call each tenant's upstream in the background for `/readyz`. */
  checkUpstreams: boolean;
}

const operationsByApp = new WeakMap<FastifyInstance, SiteOperations>();

/** Probes, metrics, the request log and the bookkeeping graceful shutdown needs. */
export function registerOperations(
  app: FastifyInstance,
  options: OperationsOptions,
): SiteOperations {
  const lifecycle = new Lifecycle();
  const upstreams = options.checkUpstreams
    ? new UpstreamHealth({ tenants: options.tenants, metrics: options.metrics })
    : null;
  if (upstreams) {
    app.addHook('onReady', (done) => {
      void upstreams.start();
      done();
    });
    app.addHook('onClose', (_instance, done) => {
      upstreams.stop();
      done();
    });
  }
  registerRequestLog(app, options.tenants);
  registerMetrics(app, {
    metrics: options.metrics,
    tenants: options.tenants,
    token: options.metricsToken,
    upstream: options.upstream,
  });
  registerProbes(app, { tenants: options.tenants, distDir: options.distDir, lifecycle, upstreams });
  const operations = {
    metrics: options.metrics,
    lifecycle,
    sockets: trackUpgradedSockets(app),
    upstreams,
  };
  operationsByApp.set(app, operations);
  return operations;
}

/** The operations of a site server built by `buildSiteServer`. */
export function operationsOf(app: FastifyInstance): SiteOperations {
  const operations = operationsByApp.get(app);
  if (!operations) throw new Error('this Fastify instance is not a site server');
  return operations;
}
