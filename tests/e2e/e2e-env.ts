/**
 * Environment variables through which global-setup.ts tells the specs about the site servers.
 * Each Playwright worker has a site server (and so a mock, with its accounts, sessions and
 * tenant folder copy) of its own: a value holds one entry per worker, comma-separated, and a
 * worker reads the entry of its parallel index.
 */
export const E2E_ENV = {
  port: 'WL_E2E_PORT',
  distDir: 'WL_E2E_DIST',
  tenantsDir: 'WL_E2E_TENANTS',
} as const;

export function e2eEnv(name: keyof typeof E2E_ENV): string {
  const value = process.env[E2E_ENV[name]];
  if (!value) throw new Error(`${E2E_ENV[name]} is not set: run the specs with pnpm test:e2e`);
  const entries = value.split(',');
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  return entries[index % entries.length] ?? entries[0]!;
}
