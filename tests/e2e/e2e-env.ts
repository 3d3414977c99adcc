/** Environment variables through which global-setup.ts tells the specs about the shared server. */
export const E2E_ENV = {
  port: 'WL_E2E_PORT',
  distDir: 'WL_E2E_DIST',
  tenantsDir: 'WL_E2E_TENANTS',
} as const;

export function e2eEnv(name: keyof typeof E2E_ENV): string {
  const value = process.env[E2E_ENV[name]];
  if (!value) throw new Error(`${E2E_ENV[name]} is not set: run the specs with pnpm test:e2e`);
  return value;
}
