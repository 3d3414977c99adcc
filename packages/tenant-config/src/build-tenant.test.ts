import { describe, expect, it } from 'vitest';
import { buildTenant } from './build-tenant.js';
import { validSources, withFile } from './fixtures/sources.js';
import { toPublicConfig } from './public-config.js';

describe('buildTenant', () => {
  it("merges _default under the tenant's files and keeps what the tenant does not set", () => {
    const beta = buildTenant('beta', validSources());
    expect(beta.code).toBe('beta');
    expect(beta.tenant.merchantCode).toBe('BETA');
    expect(beta.tenant.languages).toEqual({ default: 'VI', enabled: ['VI', 'EN'] });
    expect(beta.tenant.api).toEqual({
      upstream: 'https://backend.beta.internal:9443/api',
      encryption: 'none',
    });
    expect(beta.theme.logo).toBe('logo.svg');
    expect(beta.menu.header).toEqual(['HOME', 'PROMO', 'LIVE']);
    expect(Object.keys(beta.pages).sort()).toEqual(['blocked', 'home', 'maintenance']);
  });

  it('merges each locale file over _default’s file of the same language', () => {
    const beta = buildTenant('beta', validSources());
    expect(beta.locales.EN).toEqual({
      tenant: {
        hero: { title: 'Beta welcome', subtitle: 'Play now' },
        welcome: { body: 'Body' },
        footer: { help: 'Help' },
        seo: { description: 'An online games site' },
      },
    });
    expect(beta.locales.VI).toEqual(buildTenant('alpha', validSources()).locales.VI);
  });

  it('merges pages per file: sections by id, order replaced; a tenant-only page stands alone', () => {
    let sources = withFile(validSources(), 'alpha', 'pages/home.json', {
      sections: { hero: { settings: { align: 'left' } } },
      order: ['welcome', 'hero'],
    });
    sources = withFile(sources, 'alpha', 'pages/vip.json', {
      sections: { intro: { type: 'rich-text', settings: { bodyKey: 'tenant.vip' } } },
      order: ['intro'],
    });
    const alpha = buildTenant('alpha', sources);
    expect(alpha.pages.home).toEqual({
      sections: {
        hero: {
          type: 'hero',
          settings: {
            titleKey: 'tenant.hero.title',
            subtitleKey: 'tenant.hero.subtitle',
            align: 'left',
          },
        },
        welcome: { type: 'rich-text', settings: { bodyKey: 'tenant.welcome.body' } },
      },
      order: ['welcome', 'hero'],
    });
    expect(alpha.pages.vip?.order).toEqual(['intro']);
    expect(buildTenant('beta', sources).pages.vip).toBeUndefined();
  });

  it('drops the $schema editor hint from every file', () => {
    const sources = withFile(validSources(), 'alpha', 'theme.json', {
      $schema: '../../schemas/tenant/theme.schema.json',
      daisyTheme: 'dark',
    });
    const alpha = buildTenant('alpha', sources);
    expect(alpha.theme).not.toHaveProperty('$schema');
    expect(alpha.theme).toMatchObject({
      daisyTheme: 'dark',
      colors: { primary: '#2563eb' },
      logo: 'logo.svg',
    });
  });

  it('names the file when its JSON is broken', () => {
    const sources = withFile(validSources(), 'alpha', 'menu.json', '{ "header": [ }');
    expect(() => buildTenant('alpha', sources)).toThrow(/^tenants\/alpha\/menu\.json: /);
  });
});

describe('toPublicConfig', () => {
  it('never carries the upstream URL or the hostnames, and keeps the encryption mode', () => {
    const beta = buildTenant('beta', validSources());
    const publicConfig = toPublicConfig(beta, {});
    const text = JSON.stringify(publicConfig);
    expect(text).not.toContain('backend.beta.internal');
    expect(text).not.toContain('upstream');
    expect(text).not.toContain('beta.example.com');
    expect(publicConfig.encryption).toBe('none');
    expect(publicConfig).toMatchObject({ code: 'beta', merchantCode: 'BETA', displayName: 'Beta' });
    expect(publicConfig.pages.home?.order).toEqual(['hero', 'welcome']);
  });
});
