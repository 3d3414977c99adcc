import type { PublicTenantConfig } from '@wl/tenant-config';

const emptyPage = { sections: {}, order: [] };

/** A complete public tenant for tests; `overrides` replace top-level fields. */
export function testTenant(overrides: Partial<PublicTenantConfig> = {}): PublicTenantConfig {
  return {
    code: 'demo',
    merchantCode: 'DEMO01',
    displayName: 'Demo Casino',
    languages: { default: 'VI', enabled: ['VI', 'EN', 'CN', 'TW'] },
    modules: { REG3: true, CAPTCHA3: true },
    customerService: { url: 'https://support.example.com/chat' },
    appDownload: {},
    money: { currency: 'VND', display: 'full' },
    encryption: 'none',
    theme: { daisyTheme: 'dark', colors: {}, logo: 'logo.svg' },
    menu: { header: ['HOME', 'PROMO', 'LIVE', 'SPORTS', 'LOTT'] },
    layout: { header: emptyPage, aside: emptyPage, footer: emptyPage },
    register: {
      schema: { type: 'object', properties: {} },
      uiSchema: {},
      mobile: { enabled: false, verification: false },
    },
    pages: {},
    ...overrides,
  };
}
