import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_SHUTDOWN_DEADLINE_MS } from './ops/graceful-shutdown.js';
import {
  DEFAULT_SYNC_INTERVAL_MS,
  parseTenantSource,
  type TenantSource,
} from './ops/tenant-source.js';

export interface CliConfig {
  port: number;
  host: string;
  distDir: string;
  tenantsDir: string;
  mock: boolean;
  devControls: boolean;
  validateMockResponses: boolean;
  defaultTenant: string | undefined;
  /** `NODE_ENV=production` or `--production`: no mock, no /__dev, every tenant on its upstream. */
  production: boolean;
  /** `WL_TENANTS`: a folder, or `git+<url>#<ref>` synced into `WL_TENANTS_CHECKOUT`. */
  tenantSource: TenantSource;
  /** `WL_METRICS_TOKEN`: `/metrics` answers `Authorization: Bearer <token>` only. */
  metricsToken: string | undefined;
  /** `WL_SHUTDOWN_DEADLINE_MS`: time open requests get after SIGTERM (default 25 s). */
  shutdownDeadlineMs: number;
}

export const USAGE = `Usage: pnpm serve [--no-mock] [--dev-controls] [--production]

  --no-mock        do not answer /wps, /lgw, /lotto with the mock backend
  --dev-controls   mount the mock's /__dev controls (also WL_DEV_CONTROLS=1); --dev is the same
  --production     production mode (also NODE_ENV=production): no mock, no /__dev, every tenant
                   needs api.upstream, <code>.localhost names are not served

Environment: PORT (8080), HOST (127.0.0.1; 0.0.0.0 in production), WL_DIST (packages/runtime/dist),
WL_TENANTS (tenants/), WL_DEFAULT_TENANT (tenant served on bare localhost),
WL_MOCK_VALIDATE=1 (check every mock answer against the API schema),
WL_TENANTS=git+<url>#<ref> (tenants from a Git branch, cloned into WL_TENANTS_CHECKOUT and fetched
every WL_TENANTS_SYNC_MS, default 10000), WL_METRICS_TOKEN (serve /metrics to that bearer token),
WL_SHUTDOWN_DEADLINE_MS (time open requests get after SIGTERM, default 25000), WL_TRUST_PROXY.`;

export class CliError extends Error {}

function parseMs(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value))
    throw new CliError(`${name} must be a number of milliseconds, got "${value}"`);
  return Number(value);
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535)
    throw new CliError(`PORT must be a number from 0 to 65535, got "${value}"`);
  return port;
}

/**
 * The server settings from arguments and environment. Relative WL_DIST / WL_TENANTS resolve against
 * the working directory; the defaults against the repository root.
 */
export function parseCli(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  repoRoot: string,
): CliConfig {
  let mock = true;
  let devControls = env.WL_DEV_CONTROLS === '1' || env.WL_DEV_CONTROLS === 'true';
  let production = env.NODE_ENV === 'production';
  for (const arg of argv) {
    if (arg === '--no-mock') mock = false;
    else if (arg === '--production') production = true;
    else if (arg === '--dev-controls' || arg === '--dev') devControls = true;
    else throw new CliError(`unknown option ${arg}\n\n${USAGE}`);
  }
  const tenantSource = parseTenantSource(
    env.WL_TENANTS || resolve(repoRoot, 'tenants'),
    env.WL_TENANTS_CHECKOUT || join(tmpdir(), 'wl-tenants-checkout'),
    parseMs('WL_TENANTS_SYNC_MS', env.WL_TENANTS_SYNC_MS, DEFAULT_SYNC_INTERVAL_MS),
  );
  return {
    port: parsePort(env.PORT),
    host: env.HOST || (production ? '0.0.0.0' : '127.0.0.1'),
    distDir: env.WL_DIST ? resolve(env.WL_DIST) : resolve(repoRoot, 'packages/runtime/dist'),
    tenantsDir: tenantSource.dir,
    mock: mock && !production,
    devControls,
    validateMockResponses: env.WL_MOCK_VALIDATE === '1' || env.WL_MOCK_VALIDATE === 'true',
    defaultTenant: env.WL_DEFAULT_TENANT || undefined,
    production,
    tenantSource,
    metricsToken: env.WL_METRICS_TOKEN || undefined,
    shutdownDeadlineMs: parseMs(
      'WL_SHUTDOWN_DEADLINE_MS',
      env.WL_SHUTDOWN_DEADLINE_MS,
      DEFAULT_SHUTDOWN_DEADLINE_MS,
    ),
  };
}
