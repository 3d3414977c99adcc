import type { PageConfig, PublicTenantConfig } from '@wl/tenant-config';

const single = (id: string, type: string, settings: Record<string, unknown> = {}): PageConfig => ({
  sections: { [id]: { type, settings } },
  order: [id],
});

/** A tenant with the default layout (header, footer, side menu) and a home page. */
export function demoTenant(overrides: Partial<PublicTenantConfig> = {}): PublicTenantConfig {
  return {
    code: 'demo',
    merchantCode: 'DEMO01',
    displayName: 'Demo Casino',
    languages: { default: 'VI', enabled: ['VI', 'EN', 'CN', 'TW'] },
    modules: {},
    customerService: { url: 'https://support.example.com/chat' },
    appDownload: {},
    copyright: 'Copyright © Demo Casino Ltd.',
    encryption: 'none',
    theme: { daisyTheme: 'dark', colors: {}, logo: 'logo.svg' },
    menu: { header: ['HOME', 'PROMO', 'LIVE'] },
    layout: {
      header: single('header', 'header'),
      aside: single('side-menu', 'side-menu'),
      footer: single('footer', 'footer'),
    },
    register: { schema: {}, uiSchema: {}, mobile: { enabled: false, verification: false } },
    pages: {
      home: single('welcome', 'rich-text', { headingKey: 'sections.home', bodyKey: 'widgets.hero.subtitle' }),
      maintenance: single('maintenance', 'maintenance'),
      blocked: single('blocked', 'blocked'),
    },
    ...overrides,
  };
}
