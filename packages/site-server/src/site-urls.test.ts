import { TenantRegistry } from '@wl/tenant-config/node';
import { afterAll, describe, expect, it } from 'vitest';
import { siteUrls } from './site-urls.js';
import { createSiteFixture } from './test-support/site-fixture.js';

const site = createSiteFixture();
afterAll(() => site.remove());

describe('siteUrls', () => {
  it('lists every tenant at <code>.localhost and the default tenant at localhost', () => {
    site.writeTenant('zulu', { 'tenant.json': { merchantCode: 'ZULU01', displayName: 'Zulu' } });
    const registry = new TenantRegistry({ tenantsDir: site.tenantsDir, defaultTenant: 'zulu' });
    const lines = siteUrls(registry, 4321);
    for (const tenant of registry.list()) {
      expect(
        lines.some(
          (line) =>
            line.startsWith(tenant.code) && line.endsWith(`http://${tenant.code}.localhost:4321/`),
        ),
      ).toBe(true);
    }
    expect(lines.at(-1)).toMatch(/^default\s+http:\/\/localhost:4321\/ {2}\(zulu\)$/);
  });

  it("adds the tenant studio's address last when development passes it", () => {
    const registry = new TenantRegistry({ tenantsDir: site.tenantsDir, defaultTenant: 'zulu' });
    const studio = 'http://127.0.0.1:4400/?secret=abc';
    expect(siteUrls(registry, 4321).some((line) => line.includes('4400'))).toBe(false);
    expect(siteUrls(registry, 4321, studio).at(-1)).toMatch(
      /^studio\s+http:\/\/127\.0\.0\.1:4400\/\?secret=abc {2}\(tenant studio\)$/,
    );
  });
});
