import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deepMerge } from '@wl/tenant-config';
import { FIXTURE_CURRENCY, fixtureInCurrency } from './fixture-money.js';
import { FIXTURE_FILES, type Fixtures } from './fixture-types.js';

/** mock-server/fixtures/ */
export const DEFAULT_FIXTURES_DIR = fileURLToPath(new URL('../../fixtures/', import.meta.url));

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch (error) {
    throw new Error(`mock fixture ${path}: ${(error as Error).message}`);
  }
}

/** The tenant's fixture override of `file`, or undefined without one. */
function overrideOf(fixturesDir: string, tenantCode: string, file: string): unknown {
  const path = join(fixturesDir, 'tenants', tenantCode, file);
  return existsSync(path) ? readJson(path) : undefined;
}

/** The merchant's currency: its accounts fixture's, else the shared fixtures'. */
function currencyOf(fixturesDir: string, tenantCode: string): string {
  const own = overrideOf(fixturesDir, tenantCode, FIXTURE_FILES.accounts) as
    { currency?: unknown } | undefined;
  return typeof own?.currency === 'string' ? own.currency : FIXTURE_CURRENCY;
}

/**
 * The fixtures for one tenant: each `fixtures/<file>`, its amounts in the tenant's currency
 * (`fixtureInCurrency`), with `fixtures/tenants/<code>/<file>` merged over it when present
 * (objects merge key by key, arrays and scalars replace: the tenant rule), its amounts stated in
 * the fixtures' currency and scaled the same way.
 */
export function loadFixtures(
  tenantCode: string,
  fixturesDir: string = DEFAULT_FIXTURES_DIR,
): Fixtures {
  const currency = currencyOf(fixturesDir, tenantCode);
  const entries = Object.entries(FIXTURE_FILES).map(([key, file]) => {
    const base = fixtureInCurrency(file, readJson(join(fixturesDir, file)), currency);
    const own = overrideOf(fixturesDir, tenantCode, file);
    if (own === undefined) return [key, base] as const;
    return [key, deepMerge(base, fixtureInCurrency(file, own, currency))] as const;
  });
  return Object.fromEntries(entries) as unknown as Fixtures;
}
