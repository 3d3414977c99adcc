import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ConfigError, TenantRegistry } from '@wl/tenant-config/node';
import { routeKind, type RouteKind } from './route-kind.js';

/** The tenant label of a request: the tenant's code, or `none` for a Host no tenant serves. */
function tenantLabel(tenants: TenantRegistry, request: FastifyRequest): string {
  return tenants.resolveHost(request.headers.host)?.code ?? 'none';
}

/** What a request's metrics and log line name it by. */
interface RequestLabels {
  tenant: string;
  route: RouteKind;
}

const labelsOf = new WeakMap<FastifyRequest, RequestLabels>();

/** The tenant and route kind of a request, worked out once for its metrics and its log line. */
export function requestLabels(tenants: TenantRegistry, request: FastifyRequest): RequestLabels {
  let labels = labelsOf.get(request);
  if (!labels) {
    labels = { tenant: tenantLabel(tenants, request), route: routeKind(request.url) };
    labelsOf.set(request, labels);
  }
  return labels;
}

/** The registry's note for a tenant whose edit was refused while its last valid version serves. */
const HELD_BACK = /last valid version/;

/**
 * The site's metrics in one prom-client registry. Labels are bounded sets only: tenant code, route
 * kind, method, status; never a token, a username, an address or a raw path.
 */
export class SiteMetrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: 'wl_http_requests_total',
    help: 'Answered HTTP requests by tenant, route kind, method and status',
    labelNames: ['tenant', 'route', 'method', 'status'] as const,
    registers: [this.registry],
  });
  readonly duration = new Histogram({
    name: 'wl_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by tenant and route kind',
    labelNames: ['tenant', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly upstreamDuration = new Histogram({
    name: 'wl_upstream_duration_seconds',
    help: "Time of calls forwarded to a tenant's upstream, by tenant",
    labelNames: ['tenant'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });
  readonly upstreamErrors = new Counter({
    name: 'wl_upstream_errors_total',
    help: "Forwarded calls the tenant's upstream failed (unreachable, silent or refused answer)",
    labelNames: ['tenant'] as const,
    registers: [this.registry],
  });
  readonly upstreamUp = new Gauge({
    name: 'wl_upstream_up',
    help: "1 when the tenant's upstream answered the last readiness call, else 0",
    labelNames: ['tenant'] as const,
    registers: [this.registry],
  });
  readonly tenantReloads: Counter;
  readonly refusedEdits = new Counter({
    name: 'wl_tenant_refused_edits_total',
    help: 'Tenant edits refused by the check (the last valid version stays in service), by tenant',
    labelNames: ['tenant'] as const,
    registers: [this.registry],
  });
  readonly openSockets = new Gauge({
    name: 'wl_websocket_connections_open',
    help: 'Open WebSocket connections (relayed or answered by the mock)',
    registers: [this.registry],
  });

  /** `reloads`: how many times the tenants folder has been read so far (the registry's revision). */
  constructor(reloads: () => number) {
    collectDefaultMetrics({ register: this.registry, prefix: 'wl_' });
    let counted = 0;
    this.tenantReloads = new Counter({
      name: 'wl_tenant_reloads_total',
      help: 'Reads of the tenants folder (at start and after each change seen)',
      registers: [this.registry],
      collect() {
        const now = reloads();
        if (now > counted) this.inc(now - counted);
        counted = now;
      },
    });
  }

  /** Counts the tenants a read kept on their last valid version because their edit was refused. */
  countRefusedEdits(problems: readonly ConfigError[]): void {
    for (const problem of problems) {
      if (!HELD_BACK.test(problem.message)) continue;
      const tenant = problem.file.split('/')[1];
      if (tenant !== undefined) this.refusedEdits.inc({ tenant });
    }
  }

  /** Requests answered so far, by route kind. */
  async requestsByRoute(): Promise<Record<string, number>> {
    const { values } = await this.requests.get();
    const byRoute: Record<string, number> = {};
    for (const { labels, value } of values) {
      const route = String(labels.route);
      byRoute[route] = (byRoute[route] ?? 0) + value;
    }
    return byRoute;
  }
}

export interface MetricsOptions {
  metrics: SiteMetrics;
  tenants: TenantRegistry;
  /** `/metrics` answers only `Authorization: Bearer <token>`; without a token it is not served. */
  token: string | undefined;
  /** Without the mock: API calls are upstream calls, timed and counted per tenant. */
  upstream: boolean;
}

function sameToken(given: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const actual = Buffer.from(given ?? '');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Counts every answered request and open WebSocket; serves `/metrics` behind its token. */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  const { metrics, tenants, token } = options;
  app.addHook('onResponse', async (request, reply) => {
    const { tenant, route } = requestLabels(tenants, request);
    const status = String(reply.statusCode);
    metrics.requests.inc({ tenant, route, method: request.method, status });
    const seconds = reply.elapsedTime / 1000;
    metrics.duration.observe({ tenant, route }, seconds);
    if (options.upstream && route === 'api') {
      metrics.upstreamDuration.observe({ tenant }, seconds);
      if (reply.statusCode >= 502 && reply.statusCode <= 504)
        metrics.upstreamErrors.inc({ tenant });
    }
  });
  app.server.on('upgrade', (_request: IncomingMessage, socket: Duplex) => {
    metrics.openSockets.inc();
    socket.once('close', () => metrics.openSockets.dec());
  });
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (token === undefined || !sameToken(request.headers.authorization, token))
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}
