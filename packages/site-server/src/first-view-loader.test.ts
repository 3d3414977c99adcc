import { describe, expect, it } from 'vitest';
import { loaderFirstViewMarkup } from './first-view-loader.js';
import type { TenantConfig } from '@wl/tenant-config/node';

const tenant = { theme: { logo: 'logo.svg' } } as TenantConfig;

describe('loaderFirstViewMarkup', () => {
  it("draws the start-up loader with the tenant's logo and the page language's word, hidden from assistive technology", () => {
    const markup = loaderFirstViewMarkup(tenant, 'Đang tải <…>');
    expect(markup).toMatch(/^<div data-first-view aria-hidden="true">/);
    expect(markup).toContain(
      '<img src="/tenant-assets/logo.svg" alt="" class="h-14 w-auto" fetchpriority="high">',
    );
    expect(markup).toContain('<span class="text-sm opacity-80">Đang tải &lt;…&gt;</span>');
  });
});
