import { forgetPublicAnswers } from './public-answer.js';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { tenantCheckFacts } from '@wl/features/node';
import { TenantRegistry } from '@wl/tenant-config/node';
import { answerClientError } from './client-error.js';
import { answerFrameworkError } from './framework-errors.js';
import { redactingLogger } from './log-redaction.js';
import { registerConnectionLimits } from './connection-limits.js';
import { refuseOddRequests } from './refused-requests.js';
import { registerBackend } from './routes/backend.js';
import { registerCspReports } from './routes/csp-reports.js';
import { registerInstallableApp } from './routes/installable-app.js';
import { registerLocales } from './routes/locales.js';
import { registerRuntimeAssets } from './routes/runtime-assets.js';
import { registerSeoFiles } from './routes/seo-files.js';
import { registerSpaFallback } from './routes/spa.js';
import { registerTenantAssets } from './routes/tenant-assets.js';
import { logTenantProblems } from './tenant-problems-log.js';
import { rescanTenantsInBackground } from './tenant-rescans.js';
import { assertProductionReady, refuseLocalNames } from './production-mode.js';
import { registerSecurityHeaders } from './security-headers.js';
import { DEFAULT_SERVER_LIMITS, limitOptions, type ServerLimits } from './server-limits.js';
import { SiteMetrics } from './ops/metrics.js';
import { REQUEST_ID_LOG_LABEL, requestIdFrom } from './ops/request-log.js';
import { registerOperations } from './ops/site-operations.js';

export interface SiteServerOptions {
  /** Folder of tenant folders (`tenants/`). */
  tenantsDir: string;
  /** The runtime build (`packages/runtime/dist`): index.html and assets/. */
  distDir: string;
  /** Answer `/wps`, `/lgw`, `/lotto` with the mock backend; otherwise they go to the upstream seam. */
  mock: boolean;
  /** Mount the mock's `/__dev` controls (needs `mock`). */
  devControls: boolean;
  /** Check every mock answer against the API schema (HTTP 500 naming the endpoint when it breaks it). */
  validateMockResponses?: boolean;
  /** How long a tenant's `api.upstream` may take to answer without the mock (default 30 s). */
  upstreamTimeoutMs?: number;
  /** Tenant served on bare localhost / 127.0.0.1. */
  defaultTenant?: string;
  logger?: FastifyServerOptions['logger'];
  /** Production: no mock, no `/__dev`, an upstream for every tenant, no `.localhost` names. */
  production?: boolean;
  /** The load balancer's addresses, whose forwarding headers are believed (`parseTrustProxy`); default none. */
  trustProxy?: string[] | false;
  /** Timeouts and connection limits (`DEFAULT_SERVER_LIMITS` for those not given). */
  limits?: Partial<ServerLimits>;
  /**
   * Let pages register the build's service worker (offline page, update prompt). Default: on,
   * except with `devControls` (the dev flag), where rebuilds must show at once.
   */
  serviceWorker?: boolean;
  /** `/metrics` answers `Authorization: Bearer <metricsToken>` only; unset: not served. */
  metricsToken?: string;
  /**
   * Without the mock: call each tenant's upstream in the background so `/readyz` reports it
   * (`ok` or `degraded`). Default: on in production.
   */
  checkUpstreams?: boolean;
}

/**
 * The site an operator deploys: Host → tenant; the runtime's index.html with the tenant's public
 * config inlined for every page route; build assets, tenant assets and locale dictionaries; the
 * backend paths (mock or upstream); `/healthz`, `/readyz`, `/metrics` and a request log line.
 */
export function buildSiteServer(options: SiteServerOptions): FastifyInstance {
  const limits = { ...DEFAULT_SERVER_LIMITS, ...options.limits };
  const trustProxy = options.trustProxy ?? false;
  const app = Fastify({
    ...limitOptions(limits),
    logger: redactingLogger(options.logger),
    trustProxy,
    genReqId: requestIdFrom(trustProxy),
    // Fastify's own lines name the request id `requestId`, and its per-request lines are off: one
    // line per answered request, with tenant and route kind (registerRequestLog).
    logController: new LogController({
      requestIdLogLabel: REQUEST_ID_LOG_LABEL,
      disableRequestLogging: true,
    }),
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  });
  const metrics = new SiteMetrics(() => registry.revision);
  // Tenants are built through the same reader and check as tenant:check.
  const registry: TenantRegistry = new TenantRegistry({
    tenantsDir: options.tenantsDir,
    defaultTenant: options.defaultTenant,
    onProblems: (problems) => {
      logTenantProblems(app.log, problems);
      metrics.countRefusedEdits(problems);
    },
    // Edits are looked for on a timer (rescanTenantsInBackground), never on a request.
    rescanIntervalMs: Number.POSITIVE_INFINITY,
  });
  rescanTenantsInBackground(app, registry);
  if (options.production === true) assertProductionReady(options, registry);
  app.addHook('onReady', async () => registry.useAppFacts(await tenantCheckFacts()));
  app.server.maxConnections = limits.maxConnections;
  registerConnectionLimits(app, limits, options.trustProxy || []);
  refuseOddRequests(app);

  registerSecurityHeaders(app, { production: options.production === true });
  registerCspReports(app, registry);
  if (options.production === true) refuseLocalNames(app);
  registerOperations(app, {
    tenants: registry,
    metrics,
    distDir: options.distDir,
    metricsToken: options.metricsToken,
    upstream: !options.mock,
    checkUpstreams: !options.mock && (options.checkUpstreams ?? options.production === true),
  });
  registerRuntimeAssets(app, options.distDir);
  registerTenantAssets(app, registry);
  registerLocales(app, registry);
  registerSeoFiles(app, registry);
  registerBackend(app, {
    registry,
    mock: options.mock ? () => import('@wl/mock-server') : null,
    devControls: options.devControls,
    validateResponses: options.validateMockResponses ?? false,
    ...(options.upstreamTimeoutMs === undefined
      ? {}
      : { upstreamTimeoutMs: options.upstreamTimeoutMs }),
  });
  if (options.devControls) {
    // A development control changes the mock's state: pages stop showing answers kept before it.
    app.addHook('onSend', async (request, _reply, payload) => {
      if (request.method === 'POST' && request.url.startsWith('/__dev/')) forgetPublicAnswers(app);
      return payload;
    });
  }
  const serviceWorker = options.serviceWorker ?? !options.devControls;
  registerInstallableApp(app, registry, { distDir: options.distDir, serviceWorker });
  registerSpaFallback(app, registry, options.distDir, { serviceWorker });

  return app;
}
