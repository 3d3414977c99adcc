import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testTenant } from '../testing/test-tenant.js';
import { readInjectedTenant } from './read-injected-tenant.js';
import { TenantProvider, useTenant } from './tenant-context.js';

describe('readInjectedTenant', () => {
  it('returns the tenant the site server inlined', () => {
    const tenant = testTenant();
    expect(readInjectedTenant({ __WL_TENANT__: tenant })).toBe(tenant);
  });

  it('explains what is wrong when the tenant is missing or broken', () => {
    expect(() => readInjectedTenant({})).toThrow(/window\.__WL_TENANT__ is not set/);
    expect(() => readInjectedTenant({ __WL_TENANT__: { code: 'x' } })).toThrow(/no merchantCode/);
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
