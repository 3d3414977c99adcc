import {
  linkSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, validSources, withFile } from '../fixtures/sources.js';
import { tempTenantsDir, writeSources, writeText } from '../fixtures/write-sources.js';
import { checkTenants } from '../check/check-tenants.js';
import { WIDGET_SCHEMAS_FIXTURE } from '../fixtures/widget-schemas.js';
import { readTenantSources } from './read-tenant-sources.js';
import { TenantRegistry } from './tenant-registry.js';

let dir: string;

beforeEach(() => {
  dir = tempTenantsDir();
  writeSources(dir, validSources());
});

afterEach(() => {
  rmSync(dirname(dir), { recursive: true, force: true });
  delete process.env.WL_DEFAULT_TENANT;
});

/** Writes a file with a later mtime, as an editor saving it would. */
function edit(relPath: string, text: string): void {
  const path = join(dir, relPath);
  writeText(path, text);
  const later = new Date(Date.now() + 5000);
  utimesSync(path, later, later);
}

describe('TenantRegistry host resolution', () => {
  it('serves <code>.localhost with or without a port', () => {
    const registry = new TenantRegistry({ tenantsDir: dir });
    expect(registry.resolveHost('alpha.localhost')?.code).toBe('alpha');
    expect(registry.resolveHost('beta.localhost:8080')?.code).toBe('beta');
    expect(registry.resolveHost('BETA.Localhost:8080')?.code).toBe('beta');
  });

  it("serves a hostname listed in a tenant's hostnames", () => {
    const registry = new TenantRegistry({ tenantsDir: dir });
    expect(registry.resolveHost('beta.example.com')?.code).toBe('beta');
    expect(registry.resolveHost('alpha.example.com:443')?.code).toBe('alpha');
  });

  it('serves the first tenant alphabetically on bare localhost, 127.0.0.1 and [::1]', () => {
    const registry = new TenantRegistry({ tenantsDir: dir });
    for (const host of ['localhost', 'localhost:8080', '127.0.0.1:8080', '[::1]:8080']) {
      expect(registry.resolveHost(host)?.code, host).toBe('alpha');
    }
  });

  it('serves the default tenant named by the option, else by WL_DEFAULT_TENANT', () => {
    expect(
      new TenantRegistry({ tenantsDir: dir, defaultTenant: 'beta' }).resolveHost('localhost')?.code,
    ).toBe('beta');
    process.env.WL_DEFAULT_TENANT = 'beta';
    expect(new TenantRegistry({ tenantsDir: dir }).resolveHost('127.0.0.1')?.code).toBe('beta');
  });

  it('answers null for an unknown host, the _default folder and a missing Host header', () => {
    const registry = new TenantRegistry({ tenantsDir: dir });
    expect(registry.resolveHost('unknown.example.com')).toBeNull();
    expect(registry.resolveHost('nobody.localhost:8080')).toBeNull();
    expect(registry.resolveHost('_default.localhost')).toBeNull();
    expect(registry.resolveHost(undefined)).toBeNull();
  });

  it('finds tenants by code and by merchant code, and lists them', () => {
    const registry = new TenantRegistry({ tenantsDir: dir });
    expect(registry.get('beta')?.tenant.displayName).toBe('Beta');
    expect(registry.byMerchant('ALPHA')?.code).toBe('alpha');
    expect(registry.byMerchant('NOPE')).toBeNull();
    expect(registry.list().map((tenant) => tenant.code)).toEqual(['alpha', 'beta']);
  });
});

describe('TenantRegistry keeps up with the folder', () => {
  it('serves a tenant added after start at its hostname, without a restart', () => {
    const registry = new TenantRegistry({ tenantsDir: dir, rescanIntervalMs: 0 });
    expect(registry.resolveHost('gamma.example.com')).toBeNull();
    writeText(
      join(dir, 'gamma', 'tenant.json'),
      json({ merchantCode: 'GAMMA', displayName: 'Gamma', hostnames: ['gamma.example.com'] }),
    );
    expect(registry.resolveHost('gamma.example.com')?.code).toBe('gamma');
    expect(registry.resolveHost('gamma.localhost:8080')?.tenant.merchantCode).toBe('GAMMA');
  });

  it('looks at the folder at most once per interval', () => {
    const registry = new TenantRegistry({ tenantsDir: dir, rescanIntervalMs: 60_000 });
    writeText(
      join(dir, 'gamma', 'tenant.json'),
      json({ merchantCode: 'GAMMA', displayName: 'Gamma' }),
    );
    expect(registry.resolveHost('gamma.localhost')).toBeNull();
    registry.refresh();
    expect(registry.resolveHost('gamma.localhost')?.code).toBe('gamma');
  });

  it('re-reads a tenant when one of its files is edited', () => {
    const registry = new TenantRegistry({ tenantsDir: dir, rescanIntervalMs: 0 });
    expect(registry.get('alpha')?.theme.daisyTheme).toBe('light');
    const before = registry.revision;
    edit('alpha/theme.json', json({ daisyTheme: 'emerald' }));
    expect(registry.get('alpha')?.theme.daisyTheme).toBe('emerald');
    expect(registry.revision).toBeGreaterThan(before);
  });

  it('skips an invalid tenant and reports why', () => {
    writeSources(
      dir,
      withFile(validSources(), 'gamma', 'tenant.json', {
        merchantCode: 'GAMMA',
        languages: { default: 'XX' },
      }),
    );
    const registry = new TenantRegistry({ tenantsDir: dir });
    expect(registry.get('gamma')).toBeNull();
    expect(registry.list().map((tenant) => tenant.code)).toEqual(['alpha', 'beta']);
    expect(registry.problems()).toEqual([
      expect.objectContaining({ file: 'tenants/gamma/tenant.json', pointer: '/languages/default' }),
      {
        file: 'tenants/gamma',
        pointer: '',
        message: 'tenant not served until its errors are fixed',
      },
    ]);
  });

  it('keeps serving the last valid version of a tenant broken by an edit, until it is fixed', () => {
    const registry = new TenantRegistry({ tenantsDir: dir, rescanIntervalMs: 0 });
    edit('beta/tenant.json', '{ "merchantCode": "BETA", ');
    expect(registry.resolveHost('beta.example.com')?.tenant.displayName).toBe('Beta');
    expect(registry.problems().map((problem) => `${problem.file}: ${problem.message}`)).toEqual([
      'tenants/beta/tenant.json: invalid JSON at line 1, column 27: expected a property name in double quotes but got the end of the file',
      'tenants/beta: serving the last valid version of this tenant until its errors are fixed',
    ]);
    edit(
      'beta/tenant.json',
      json({ merchantCode: 'BETA', displayName: 'Beta Fixed', hostnames: ['beta.example.com'] }),
    );
    expect(registry.resolveHost('beta.example.com')?.tenant.displayName).toBe('Beta Fixed');
    expect(registry.problems()).toEqual([]);
  });
});

describe('TenantRegistry.assetPath', () => {
  it("finds the tenant's own asset, else _default's, else nothing", () => {
    const registry = new TenantRegistry({ tenantsDir: dir });
    expect(readFileSync(registry.assetPath('beta', 'logo.svg') ?? '', 'utf8')).toContain(
      'beta logo.svg',
    );
    expect(readFileSync(registry.assetPath('alpha', 'logo.svg') ?? '', 'utf8')).toContain(
      '_default logo.svg',
    );
    expect(registry.assetPath('alpha', 'missing.png')).toBeNull();
    expect(registry.assetPath('nobody', 'logo.svg')).toBeNull();
  });

  it('refuses paths that leave the assets folder', () => {
    writeFileSync(join(dir, 'secret.txt'), 'secret');
    mkdirSync(join(dir, 'alpha', 'assets'), { recursive: true });
    const registry = new TenantRegistry({ tenantsDir: dir });
    for (const path of [
      '../tenant.json',
      '../../secret.txt',
      'img/../../tenant.json',
      '/etc/passwd',
      'a\\..\\b',
      '',
    ]) {
      expect(registry.assetPath('alpha', path), path).toBeNull();
    }
  });
});

describe('TenantRegistry serves only what tenant:check accepts', () => {
  const facts = {
    widgetSchemas: WIDGET_SCHEMAS_FIXTURE,
    pages: ['home', 'maintenance', 'blocked'],
  };

  /** A home page whose hero is `section` (the default's welcome switched off). */
  const homePage = (section: Record<string, unknown>): unknown => ({
    sections: { hero: section, welcome: { disabled: true } },
    order: ['hero'],
  });

  function gammaPage(section: Record<string, unknown>): void {
    writeSources(
      dir,
      withFile(
        withFile(validSources(), 'gamma', 'tenant.json', { merchantCode: 'GAMMA' }),
        'gamma',
        'pages/home.json',
        homePage(section),
      ),
    );
  }

  it('does not serve a tenant with an unknown widget type, and says where', () => {
    gammaPage({ type: 'carousel-3d' });
    const registry = new TenantRegistry({ tenantsDir: dir, appFacts: facts });
    expect(registry.resolveHost('gamma.localhost')).toBeNull();
    expect(registry.problems()[0]).toEqual(
      expect.objectContaining({
        file: 'tenants/gamma/pages/home.json',
        pointer: '/sections/hero/type',
      }),
    );
  });

  it('does not serve a tenant with a widget setting outside its schema', () => {
    gammaPage({ type: 'hero', settings: { sparkles: true } });
    const registry = new TenantRegistry({ tenantsDir: dir, appFacts: facts });
    expect(registry.resolveHost('gamma.localhost')).toBeNull();
    expect(checkTenants(readTenantSources(dir), facts).length).toBeGreaterThan(0);
  });

  it('drops versions accepted before the app facts arrived', () => {
    gammaPage({ type: 'carousel-3d' });
    const registry = new TenantRegistry({ tenantsDir: dir });
    expect(registry.resolveHost('gamma.localhost')?.code).toBe('gamma');
    registry.useAppFacts(facts);
    expect(registry.resolveHost('gamma.localhost')).toBeNull();
    expect(registry.resolveHost('alpha.localhost')?.code).toBe('alpha');
  });

  it('keeps serving the last valid version when an edit adds a widget error, and logs it', () => {
    const logged: string[] = [];
    const registry = new TenantRegistry({
      tenantsDir: dir,
      appFacts: facts,
      rescanIntervalMs: 0,
      onProblems: (problems) =>
        logged.push(...problems.map((problem) => `${problem.file}#${problem.pointer}`)),
    });
    expect(logged).toEqual([]);
    edit('beta/pages/home.json', json(homePage({ type: 'no-such-widget' })));
    expect(registry.resolveHost('beta.localhost')?.code).toBe('beta');
    expect(registry.get('beta')?.pages.home?.sections.hero?.type).toBe('hero');
    expect(logged).toEqual(['tenants/beta/pages/home.json#/sections/hero/type', 'tenants/beta#']);
  });

  it('reads a file with a UTF-8 byte order mark the same way as the checker: accepted', () => {
    writeText(
      join(dir, 'gamma', 'tenant.json'),
      `\uFEFF${json({ merchantCode: 'GAMMA', displayName: 'Gamma BOM' })}`,
    );
    expect(checkTenants(readTenantSources(dir), facts)).toEqual([]);
    const registry = new TenantRegistry({ tenantsDir: dir, appFacts: facts });
    expect(registry.resolveHost('gamma.localhost')?.tenant.displayName).toBe('Gamma BOM');
    expect(registry.problems()).toEqual([]);
  });
});

describe('TenantRegistry asset symlinks', () => {
  it('refuses an asset linked to the tenant config or another tenant, in server and checker', () => {
    mkdirSync(join(dir, 'alpha', 'assets'), { recursive: true });
    symlinkSync('../tenant.json', join(dir, 'alpha', 'assets', 'brand.json'));
    symlinkSync('../../beta/tenant.json', join(dir, 'alpha', 'assets', 'beta.json'));
    const errors = checkTenants(readTenantSources(dir));
    expect(errors.map((error) => `${error.file}#${error.pointer}`)).toEqual([
      'tenants/alpha/assets/beta.json#',
      'tenants/alpha/assets/brand.json#',
    ]);
    expect(errors[0]?.message).toBe(
      'asset is a link to a file outside tenants/alpha/assets/ or tenants/_default/assets/; it is never served: copy the file in instead',
    );
    const registry = new TenantRegistry({ tenantsDir: dir });
    expect(registry.get('alpha')).toBeNull();
    expect(registry.assetPath('beta', 'logo.svg')).not.toBeNull();
  });

  it('refuses an asset hard-linked to a file elsewhere like a symbolic link', () => {
    mkdirSync(join(dir, 'alpha', 'assets'), { recursive: true });
    linkSync(join(dir, 'beta', 'tenant.json'), join(dir, 'alpha', 'assets', 'beta.json'));
    const errors = checkTenants(readTenantSources(dir));
    expect(errors.map((error) => `${error.file}#${error.pointer}`)).toEqual([
      'tenants/alpha/assets/beta.json#',
    ]);
    const registry = new TenantRegistry({ tenantsDir: dir });
    expect(registry.assetPath('alpha', 'beta.json')).toBeNull();
  });

  it('never reads a file over its budget: its size is taken first', () => {
    const locale = join(dir, 'beta', 'locales', 'EN.json');
    mkdirSync(join(dir, 'beta', 'locales'), { recursive: true });
    writeFileSync(locale, `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}`);
    const sources = readTenantSources(dir);
    expect(sources.files.beta?.['locales/EN.json']).toBe('');
    expect(sources.unreadFiles?.beta?.['locales/EN.json']).toBeGreaterThan(2 * 1024 * 1024);
    const errors = checkTenants(sources);
    expect(errors.find((error) => error.file === 'tenants/beta/locales/EN.json')?.message).toMatch(
      /over the 256 KB budget for locale files/,
    );
  });

  it('serves through assetPath only files whose real path is in the allowed assets folders', () => {
    const registry = new TenantRegistry({ tenantsDir: dir });
    symlinkSync('../tenant.json', join(dir, 'beta', 'assets', 'brand.json'));
    symlinkSync('../../alpha/tenant.json', join(dir, 'beta', 'assets', 'alpha.json'));
    symlinkSync('../../_default/assets/logo.svg', join(dir, 'beta', 'assets', 'shared.svg'));
    expect(registry.assetPath('beta', 'brand.json')).toBeNull();
    expect(registry.assetPath('beta', 'alpha.json')).toBeNull();
    expect(readFileSync(registry.assetPath('beta', 'shared.svg') ?? '', 'utf8')).toContain(
      '_default logo.svg',
    );
  });
});
