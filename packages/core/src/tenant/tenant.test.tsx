import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testTenant } from '../testing/test-tenant.js';
import { readInjectedTenant } from './read-injected-tenant.js';
import { TenantProvider, useTenant } from './tenant-context.js';

/** A document whose head holds `block` (the site server's inlined config, or a broken one). */
function pageWith(block: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${block}</head><body></body></html>`,
    'text/html',
  );
}

describe('readInjectedTenant', () => {
  it('reads the tenant from the JSON block the site server inlined, without running it', () => {
    const tenant = testTenant({ displayName: 'Lucky </script> Star' });
    const json = JSON.stringify(tenant).replace(/</g, '\\u003c');
    const doc = pageWith(`<script type="application/json" id="wl-tenant">${json}</script>`);
    expect(readInjectedTenant(doc)).toEqual(tenant);
  });

  it('explains what is wrong when the tenant is missing or broken', () => {
    expect(() => readInjectedTenant(pageWith(''))).toThrow(/no <script id="wl-tenant">/);
    expect(() =>
      readInjectedTenant(pageWith('<script type="application/json" id="wl-tenant">{x</script>')),
    ).toThrow(/is not JSON/);
    expect(() =>
      readInjectedTenant(
        pageWith('<script type="application/json" id="wl-tenant">{"code":"x"}</script>'),
      ),
    ).toThrow(/no merchantCode/);
  });
});

describe('useTenant', () => {
  function BrandName() {
    return <span>{useTenant().displayName}</span>;
  }

  it('gives components the tenant of the nearest TenantProvider', () => {
    render(
      <TenantProvider tenant={testTenant({ displayName: 'Lucky Star' })}>
        <BrandName />
      </TenantProvider>,
    );
    expect(screen.getByText('Lucky Star')).toBeDefined();
  });
});
