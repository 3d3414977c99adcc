import { describe, expect, it } from 'vitest';
import { fileJson, validSources, withFile } from '../fixtures/sources.js';
import { WIDGET_SCHEMAS_FIXTURE } from '../fixtures/widget-schemas.js';
import { checkTenants } from './check-tenants.js';

const check = (sources: ReturnType<typeof validSources>) =>
  checkTenants(sources, { widgetSchemas: WIDGET_SCHEMAS_FIXTURE });

describe("the site's description for search engines", () => {
  it('is required in every enabled language, reported in the locale file that should hold it', () => {
    const vi = fileJson(validSources(), '_default', 'locales/VI.json') as {
      tenant: Record<string, unknown>;
    };
    delete vi.tenant.seo;
    const sources = withFile(validSources(), '_default', 'locales/VI.json', vi);
    const missing = check(sources).filter((error) => error.pointer === '/tenant/seo/description');
    expect(missing).toContainEqual({
      file: 'tenants/_default/locales/VI.json',
      pointer: '/tenant/seo/description',
      message:
        'missing VI translation of "tenant.seo.description" (the site\'s description for search engines)',
    });
  });

  it("is reported in the tenant's own file when it has one for that language", () => {
    let sources = withFile(validSources(), 'alpha', 'tenant.json', {
      merchantCode: 'ALPHA',
      displayName: 'Alpha',
      hostnames: ['alpha.example.com'],
      languages: { default: 'EN', enabled: ['EN', 'TH'] },
    });
    sources = withFile(sources, 'alpha', 'locales/TH.json', {
      tenant: {
        hero: { title: 'ยินดีต้อนรับ', subtitle: 'เล่นเลย' },
        welcome: { body: 'เนื้อหา' },
        footer: { help: 'ช่วยเหลือ' },
      },
    });
    expect(check(sources)).toEqual([
      {
        file: 'tenants/alpha/locales/TH.json',
        pointer: '/tenant/seo/description',
        message:
          'missing TH translation of "tenant.seo.description" (the site\'s description for search engines)',
      },
    ]);
  });
});
