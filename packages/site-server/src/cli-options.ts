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
}

export const USAGE = `Usage: pnpm serve [--no-mock] [--dev-controls]

  --no-mock        do not answer /wps, /lgw, /lotto with the mock backend
  --dev-controls   mount the mock's /__dev controls (also WL_DEV_CONTROLS=1); --dev is the same

Environment: PORT (8080), HOST (0.0.0.0), WL_DIST (packages/runtime/dist),
WL_TENANTS (tenants/), WL_DEFAULT_TENANT (tenant served on bare localhost),
WL_MOCK_VALIDATE=1 (check every mock answer against the contract).`;

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
  for (const arg of argv) {
    if (arg === '--no-mock') mock = false;
    else if (arg === '--dev-controls' || arg === '--dev') devControls = true;
    else throw new CliError(`unknown option ${arg}\n\n${USAGE}`);
  }
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '0.0.0.0',
    distDir: env.WL_DIST ? resolve(env.WL_DIST) : resolve(repoRoot, 'packages/runtime/dist'),
    tenantsDir: env.WL_TENANTS ? resolve(env.WL_TENANTS) : resolve(repoRoot, 'tenants'),
    mock,
    devControls,
    validateMockResponses: env.WL_MOCK_VALIDATE === '1' || env.WL_MOCK_VALIDATE === 'true',
    defaultTenant: env.WL_DEFAULT_TENANT || undefined,
  };
}
