import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TenantRegistry } from '@wl/tenant-config/node';
import { buildSiteServer } from './build-site-server.js';
import { CliError, parseCli, USAGE } from './cli-options.js';
import { exitOnSignals } from './ops/graceful-shutdown.js';
import { operationsOf } from './ops/site-operations.js';
import { GitTenantSync } from './ops/tenant-source.js';
import { ProductionModeError } from './production-mode.js';
import { LISTEN_BACKLOG } from './server-limits.js';
import { siteUrls } from './site-urls.js';
import { parseTrustProxy } from './trust-proxy.js';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help')) {
    console.info(USAGE);
    return;
  }
  const config = parseCli(args, process.env, REPO_ROOT);
  if (!existsSync(join(config.distDir, 'index.html'))) {
    throw new CliError(`${config.distDir} has no index.html: run pnpm build first.`);
  }
  const source = config.tenantSource;
  const sync =
    source.kind === 'git'
      ? new GitTenantSync(source, (message, error) =>
          console.error(
            `site-server: ${message}${error instanceof Error ? `: ${error.message}` : ''}`,
          ),
        )
      : null;
  await sync?.start();
  if (!existsSync(config.tenantsDir))
    throw new CliError(`tenants folder ${config.tenantsDir} does not exist.`);

  const app = buildSiteServer({
    tenantsDir: config.tenantsDir,
    distDir: config.distDir,
    mock: config.mock,
    devControls: config.devControls,
    validateMockResponses: config.validateMockResponses,
    defaultTenant: config.defaultTenant,
    production: config.production,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    trustProxy: parseTrustProxy(process.env.WL_TRUST_PROXY),
    metricsToken: config.metricsToken,
    checkUpstreams: !config.mock,
  });
  if (sync)
    app.addHook('onClose', (_instance, done) => {
      sync.stop();
      done();
    });
  const operations = operationsOf(app);
  exitOnSignals(app, operations.sockets, {
    lifecycle: operations.lifecycle,
    deadlineMs: config.shutdownDeadlineMs,
    requestsByRoute: () => operations.metrics.requestsByRoute(),
  });
  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const registry = new TenantRegistry({
    tenantsDir: config.tenantsDir,
    defaultTenant: config.defaultTenant,
  });
  const mode = [
    config.production ? 'production' : null,
    config.mock ? 'mock API' : 'no mock API',
    config.devControls ? 'dev controls at /__dev' : null,
  ];
  console.info(`\nSite server on port ${port} (${mode.filter(Boolean).join(', ')}). Sites:`);
  // `pnpm dev` starts the tenant studio first and hands its address over; never in production.
  const studioUrl = config.production ? undefined : process.env.WL_STUDIO_URL || undefined;
  for (const line of siteUrls(registry, port, studioUrl)) console.info(`  ${line}`);
}

main().catch((error: unknown) => {
  if (error instanceof CliError || error instanceof ProductionModeError)
    console.error(`site-server: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
