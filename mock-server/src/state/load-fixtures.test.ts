import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_FIXTURES_DIR, loadFixtures } from './load-fixtures.js';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('fixtures', () => {
  it('merge a tenant override over the shared file (objects by key, arrays replaced)', () => {
    dir = mkdtempSync(join(tmpdir(), 'wl-fixtures-'));
    cpSync(DEFAULT_FIXTURES_DIR, dir, { recursive: true });
    mkdirSync(join(dir, 'tenants', 'alpha'), { recursive: true });
    writeFileSync(join(dir, 'tenants', 'alpha', 'merchant.json'), JSON.stringify({ status: 1 }));
    writeFileSync(
      join(dir, 'tenants', 'alpha', 'countries.json'),
      JSON.stringify({
        byLanguage: { EN: 'GB' },
        countries: [{ countryCode: 'GB', countryDialingCode: '+44', name: 'UK' }],
      }),
    );

    const alpha = loadFixtures('alpha', dir);
    expect(alpha.merchant).toEqual({ status: 1, maintenanceEnd: null });
    expect(alpha.countries.byLanguage.EN).toBe('GB');
    expect(alpha.countries.byLanguage.VI).toBe('VN');
    expect(alpha.countries.countries).toHaveLength(1);

    const other = loadFixtures('beta', dir);
    expect(other.merchant.status).toBe(0);
    expect(other.countries.byLanguage.EN).toBe('US');
  });

  it("merge the market of the tenant's currency between the shared file and the tenant's own", () => {
    dir = mkdtempSync(join(tmpdir(), 'wl-fixtures-'));
    cpSync(DEFAULT_FIXTURES_DIR, dir, { recursive: true });
    const write = (folder: string, file: string, content: unknown) => {
      mkdirSync(join(dir ?? '', folder), { recursive: true });
      writeFileSync(join(dir ?? '', folder, file), JSON.stringify(content));
    };
    write('markets/EUR', 'merchant.json', { status: 1, maintenanceEnd: 'market' });
    write('tenants/alpha', 'accounts.json', { currency: 'EUR' });
    write('tenants/alpha', 'merchant.json', { status: 2 });
    write('tenants/beta', 'accounts.json', { currency: 'GBP' });

    // the market's file over the shared one, the tenant's over both
    expect(loadFixtures('alpha', dir).merchant).toEqual({ status: 2, maintenanceEnd: 'market' });
    // another currency's tenant does not get that market
    expect(loadFixtures('beta', dir).merchant).toEqual({ status: 0, maintenanceEnd: null });
  });

  it('name the file when a fixture is not valid JSON', () => {
    dir = mkdtempSync(join(tmpdir(), 'wl-fixtures-'));
    cpSync(DEFAULT_FIXTURES_DIR, dir, { recursive: true });
    writeFileSync(join(dir, 'merchant.json'), '{ status: 0 ');
    expect(() => loadFixtures('alpha', dir)).toThrow(/merchant\.json/);
  });
});
