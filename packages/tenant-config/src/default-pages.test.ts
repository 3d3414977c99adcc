import { describe, expect, it } from 'vitest';
import { buildTenant } from './build-tenant.js';
import { checkTenants } from './check/check-tenants.js';
import { json, validSources, withFile } from './fixtures/sources.js';
import { WIDGET_SCHEMAS_FIXTURE } from './fixtures/widget-schemas.js';
import { withDefaultPages, type DefaultPage } from './default-pages.js';
import type { TenantSources } from './types.js';

const HELP_PAGE: DefaultPage = {
  name: 'help',
  file: 'packages/features/src/help/pages/help.json',
  text: json({
    sections: { main: { type: 'rich-text', settings: { bodyKey: 'tenant.welcome.body' } } },
    order: ['main'],
  }),
};
const pages = ['home', 'help', 'maintenance', 'blocked'];
const options = { widgetSchemas: WIDGET_SCHEMAS_FIXTURE, pages, defaultPages: [HELP_PAGE] };

/** The fixture tenants with a footer link to `href`. */
function linkingTo(href: string): TenantSources {
  return withFile(validSources(), 'alpha', 'layout.json', {
    footer: {
      sections: {
        footer: { type: 'footer', settings: { links: [{ labelKey: 'tenant.footer.help', href }] } },
      },
      order: ['footer'],
    },
  });
}

describe("a feature's default page", () => {
  it('is inherited by every tenant, and a tenant overrides it with its own pages/<name>.json', () => {
    const own = withFile(validSources(), 'beta', 'pages/help.json', {
      sections: { main: { settings: { bodyKey: 'tenant.hero.title' } } },
    });
    expect(checkTenants(own, options)).toEqual([]);
    const sources = withDefaultPages(own, [HELP_PAGE]);
    expect(buildTenant('alpha', sources).pages.help?.sections.main).toEqual({
      type: 'rich-text',
      settings: { bodyKey: 'tenant.welcome.body' },
    });
    expect(buildTenant('beta', sources).pages.help?.sections.main).toEqual({
      type: 'rich-text',
      settings: { bodyKey: 'tenant.hero.title' },
    });
  }, 30_000);

  it("stands in for _default's page: without it the route's page is missing", () => {
    expect(checkTenants(validSources(), { ...options, defaultPages: [] })).toEqual([
      {
        file: 'tenants/_default/pages/help.json',
        pointer: '',
        message: 'required file is missing: every tenant inherits it',
      },
    ]);
  });

  it("checks a tenant's override of it whole only when the features' pages are known", () => {
    const partial = withFile(validSources(), 'beta', 'pages/help.json', {
      sections: { main: { settings: { bodyKey: 'tenant.hero.title' } } },
    });
    expect(checkTenants(partial, { widgetSchemas: WIDGET_SCHEMAS_FIXTURE })).toEqual([]);
    expect(checkTenants(partial, { ...options, defaultPages: [] })).toContainEqual(
      expect.objectContaining({ file: 'tenants/beta/pages/help.json' }),
    );
  });

  it('names its own file in errors, and may not be held by _default too', () => {
    const broken = { ...HELP_PAGE, text: json({ sections: { main: { type: 'nope' } } }) };
    const errors = checkTenants(validSources(), { ...options, defaultPages: [broken] });
    expect(errors.length).toBeGreaterThan(0);
    expect(new Set(errors.map((error) => error.file))).toEqual(
      new Set(['packages/features/src/help/pages/help.json']),
    );
    const twice = withFile(validSources(), '_default', 'pages/help.json', HELP_PAGE.text);
    expect(checkTenants(twice, options)).toEqual([
      {
        file: 'tenants/_default/pages/help.json',
        pointer: '',
        message:
          'the page "help" is packages/features/src/help/pages/help.json; change it there, or override it in a tenant\'s own pages/ folder',
      },
    ]);
  });
});

describe('the link rule with the routes the features declare', () => {
  it('accepts an address of a declared route and refuses one no route has', () => {
    const routeAddresses = { home: ['/', '/home'], help: ['/help', '/helpmc'], vip: ['/vip'] };
    expect(checkTenants(linkingTo('/vip?tab=1'), { routeAddresses })).toEqual([]);
    expect(checkTenants(linkingTo('/helpmc'), { routeAddresses })).toEqual([]);
    expect(checkTenants(linkingTo('/vips'), { routeAddresses })).toEqual([
      {
        file: 'tenants/alpha/layout.json',
        pointer: '/footer/sections/footer/settings/links/0/href',
        message:
          '"/vips" is not a route or an http(s) URL; expected an http(s) URL or one of /, /help, /vip',
      },
    ]);
  });
});
