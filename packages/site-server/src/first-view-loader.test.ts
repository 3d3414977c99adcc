import { describe, expect, it } from 'vitest';
import { loaderFirstViewMarkup } from './first-view-loader.js';
import type { TenantConfig } from '@wl/tenant-config/node';

const tenant = {
  theme: { logo: 'logo.svg' },
  tenant: { displayName: 'Saigon "Lucky"' },
} as TenantConfig;

describe('loaderFirstViewMarkup', () => {
  it("draws the start-up loader with the tenant's logo and the page language's word, hidden from assistive technology", () => {
    const markup = loaderFirstViewMarkup(tenant, 'Đang tải <…>');
    expect(markup).toMatch(
      /^<div data-first-view aria-hidden="true"><div [^>]*data-loader="branded"/,
    );
    expect(markup).toContain(
      '<img src="/tenant-assets/logo.svg" alt="Saigon &quot;Lucky&quot;" class="h-14 w-auto" fetchPriority="high"/>',
    );
    expect(markup).toContain('<span class="text-sm opacity-80">Đang tải &lt;…&gt;</span>');
    // React's own preload of the logo stays out of #root: the page's head fetches what it needs
    expect(markup).not.toContain('<link');
  });
});
