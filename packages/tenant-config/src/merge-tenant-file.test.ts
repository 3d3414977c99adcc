import { describe, expect, it } from 'vitest';
import { mergedTenantFile } from './build-tenant.js';
import { checkTenants } from './check/check-tenants.js';
import { tenantValidators } from './check/tenant-schemas.js';
import { validSources, withFile } from './fixtures/sources.js';
import { WIDGET_SCHEMAS_FIXTURE } from './fixtures/widget-schemas.js';
import { mergeTenantFile } from './merge-tenant-file.js';

const check = (sources: ReturnType<typeof validSources>) =>
  checkTenants(sources, { widgetSchemas: WIDGET_SCHEMAS_FIXTURE });

describe('removing an inherited section', () => {
  it('drops a page section or a layout group section the override sets to null', () => {
    const base = {
      sections: { hero: { type: 'hero' }, welcome: { type: 'rich-text' } },
      order: ['hero', 'welcome'],
    };
    expect(
      mergeTenantFile('pages/home.json', base, { sections: { welcome: null }, order: ['hero'] }),
    ).toEqual({ sections: { hero: { type: 'hero' } }, order: ['hero'] });
    expect(
      mergeTenantFile('layout.json', { aside: base }, { aside: { sections: { hero: null } } }),
    ).toEqual({
      aside: { sections: { welcome: { type: 'rich-text' } }, order: ['hero', 'welcome'] },
    });
    // Anywhere else null is a value, as ever (`api.upstream: null` is the built-in mock).
    expect(
      mergeTenantFile('tenant.json', { api: { upstream: 'x' } }, { api: { upstream: null } }),
    ).toEqual({ api: { upstream: null } });
  });

  it('is read and checked alike: the section is gone, and an order naming it is refused', () => {
    const removed = withFile(validSources(), 'alpha', 'pages/home.json', {
      sections: { welcome: null },
      order: ['hero'],
    });
    expect(mergedTenantFile('alpha', 'pages/home.json', removed)).toEqual({
      sections: expect.not.objectContaining({ welcome: expect.anything() }),
      order: ['hero'],
    });
    expect(check(removed)).toEqual([]);
    const stillOrdered = withFile(validSources(), 'alpha', 'pages/home.json', {
      sections: { welcome: null },
    });
    expect(check(stillOrdered)).toEqual([
      {
        file: 'tenants/alpha/pages/home.json',
        pointer: '/order/1',
        message:
          'section "welcome" is removed here (null) but order still names it; give an order without it',
      },
    ]);
  });

  it('is a section the page schema accepts, as editors read the file, while an unknown widget is still refused', () => {
    const validate = tenantValidators().page;
    const page = { sections: { welcome: null, hero: { type: 'hero' } }, order: ['hero'] };
    expect(validate(page), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ sections: { welcome: 'none' }, order: [] })).toBe(false);
    expect(validate({ sections: { welcome: {} }, order: [] })).toBe(false);
    const layout = tenantValidators().layout;
    const group = { sections: { links: null }, order: [] };
    expect(layout({ header: group, aside: group, footer: group })).toBe(true);

    const unknown = withFile(validSources(), 'alpha', 'pages/home.json', {
      sections: { welcome: null, extra: { type: 'no-such-widget' } },
      order: ['hero', 'extra'],
    });
    expect(check(unknown)).toEqual([
      expect.objectContaining({
        file: 'tenants/alpha/pages/home.json',
        pointer: '/sections/extra/type',
      }),
    ]);
  });
});
