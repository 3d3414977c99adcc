import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deepMerge } from '@wl/tenant-config';
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

/**
 * The fixtures for one tenant: each `fixtures/<file>` with `fixtures/tenants/<code>/<file>` merged
 * over it when present (objects merge key by key, arrays and scalars replace: the tenant rule).
 */
export function loadFixtures(
  tenantCode: string,
  fixturesDir: string = DEFAULT_FIXTURES_DIR,
): Fixtures {
  const entries = Object.entries(FIXTURE_FILES).map(([key, file]) => {
    const base = readJson(join(fixturesDir, file));
    const overridePath = join(fixturesDir, 'tenants', tenantCode, file);
    const value = existsSync(overridePath) ? deepMerge(base, readJson(overridePath)) : base;
    return [key, value] as const;
  });
  return Object.fromEntries(entries) as unknown as Fixtures;
}
