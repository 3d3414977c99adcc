import { resolve } from 'node:path';

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
}

export const USAGE = `Usage: pnpm serve [--no-mock] [--dev-controls] [--production]

  --no-mock        do not answer /wps, /lgw, /lotto with the mock backend
  --dev-controls   mount the mock's /__dev controls (also WL_DEV_CONTROLS=1); --dev is the same
  --production     production mode (also NODE_ENV=production): no mock, no /__dev, every tenant
                   needs api.upstream, <code>.localhost names are not served

Environment: PORT (8080), HOST (127.0.0.1; 0.0.0.0 in production), WL_DIST (packages/runtime/dist),
WL_TENANTS (tenants/), WL_DEFAULT_TENANT (tenant served on bare localhost),
WL_MOCK_VALIDATE=1 (check every mock answer against the API schema).`;

export class CliError extends Error {}

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
  return {
    port: parsePort(env.PORT),
    host: env.HOST || (production ? '0.0.0.0' : '127.0.0.1'),
    distDir: env.WL_DIST ? resolve(env.WL_DIST) : resolve(repoRoot, 'packages/runtime/dist'),
    tenantsDir: env.WL_TENANTS ? resolve(env.WL_TENANTS) : resolve(repoRoot, 'tenants'),
    mock: mock && !production,
    devControls,
    validateMockResponses: env.WL_MOCK_VALIDATE === '1' || env.WL_MOCK_VALIDATE === 'true',
    defaultTenant: env.WL_DEFAULT_TENANT || undefined,
    production,
  };
}
