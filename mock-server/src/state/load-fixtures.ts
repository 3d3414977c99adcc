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

/** `file` of a fixture folder (`tenants/<code>`, `markets/<currency>`), or undefined without one. */
function layerOf(fixturesDir: string, folder: string, file: string): unknown {
  const path = join(fixturesDir, folder, file);
  return existsSync(path) ? readJson(path) : undefined;
}

/** The tenant's fixture override of `file`, or undefined without one. */
function overrideOf(fixturesDir: string, tenantCode: string, file: string): unknown {
  return layerOf(fixturesDir, join('tenants', tenantCode), file);
}

/** The merchant's currency: its accounts fixture's, else the shared fixtures'. */
function currencyOf(fixturesDir: string, tenantCode: string): string {
  const own = overrideOf(fixturesDir, tenantCode, FIXTURE_FILES.accounts) as
    { currency?: unknown } | undefined;
  return typeof own?.currency === 'string' ? own.currency : FIXTURE_CURRENCY;
}

/**
 * The fixtures for one tenant: each `fixtures/<file>`, then the market's
 * `fixtures/markets/<currency>/<file>` (what belongs to the country the currency is paid in: its
 * banks, the names on its cards), then the tenant's own `fixtures/tenants/<code>/<file>`, each
 * merged over the one before when present (objects merge key by key, arrays and scalars replace:
 * the tenant rule). Every layer states its amounts in the fixtures' currency; they are scaled to
 * the tenant's (`fixtureInCurrency`).
 */
export function loadFixtures(
  tenantCode: string,
  fixturesDir: string = DEFAULT_FIXTURES_DIR,
): Fixtures {
  const currency = currencyOf(fixturesDir, tenantCode);
  const entries = Object.entries(FIXTURE_FILES).map(([key, file]) => {
    const layers = [
      readJson(join(fixturesDir, file)),
      layerOf(fixturesDir, join('markets', currency), file),
      overrideOf(fixturesDir, tenantCode, file),
    ].flatMap((layer) => (layer === undefined ? [] : [fixtureInCurrency(file, layer, currency)]));
    return [key, layers.reduce((merged, layer) => deepMerge(merged, layer))] as const;
  });
  return Object.fromEntries(entries) as unknown as Fixtures;
}
