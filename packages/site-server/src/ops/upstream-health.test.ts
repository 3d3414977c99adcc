import { afterAll, describe, expect, it } from 'vitest';
import { TenantRegistry } from '@wl/tenant-config/node';
import { createSiteFixture } from '../test-support/site-fixture.js';
import { SiteMetrics } from './metrics.js';
import { UpstreamHealth } from './upstream-health.js';

const site = createSiteFixture();
afterAll(() => site.remove());

describe('upstream readiness', () => {
  it('marks only the tenant whose upstream stopped answering as degraded', async () => {
    const tenants = new TenantRegistry({ tenantsDir: site.tenantsDir });
    const codes = tenants.list().map((tenant) => tenant.code);
    expect(codes.length).toBeGreaterThan(1);
    const [failing, ...others] = codes as [string, ...string[]];
    const upstreamOf = (code: string) => tenants.get(code)?.tenant.api.upstream;
    // Every tenant gets an upstream of its own for this test.
    for (const code of codes) {
      const tenant = tenants.get(code);
      if (tenant) (tenant.tenant.api as { upstream: string | null }).upstream = `http://${code}.up`;
    }
    let now = 1_000_000;
    const called: string[] = [];
    const health = new UpstreamHealth({
      tenants,
      metrics: new SiteMetrics(() => 0),
      freshForMs: 30_000,
      now: () => now,
      fetch: (url, init) => {
        const address = url instanceof Request ? url.url : url.toString();
        called.push(`${address} ${JSON.stringify(init?.headers)}`);
        return Promise.resolve(
          new Response('{}', { status: address.startsWith(`http://${failing}.up`) ? 503 : 200 }),
        );
      },
    });
    await health.check();
    expect(called.every((line) => line.includes('/wps/system/status'))).toBe(true);
    const states = health.states();
    expect(states[failing]).toBe('degraded');
    for (const code of others) expect(states[code]).toBe('ok');
    now += 31_000;
    expect(health.states()[others[0] ?? '']).toBe('degraded');
    expect(upstreamOf(failing)).toBe(`http://${failing}.up`);
  });
});
