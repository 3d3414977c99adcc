import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, NAV_ITEMS, REGISTER_FIELDS } from '../constants.js';
import { formatConfigErrors } from '../config-error.js';
import { fileJson, json, validSources, withFile } from '../fixtures/sources.js';
import { WIDGET_SCHEMAS_FIXTURE } from '../fixtures/widget-schemas.js';
import { PATTERN_IDS } from '../pattern-kinds.js';
import type { TenantSources } from '../types.js';
import { checkTenants } from './check-tenants.js';

const options = { widgetSchemas: WIDGET_SCHEMAS_FIXTURE };
const check = (sources: TenantSources) => checkTenants(sources, options);
const WIDGET_TYPES = 'blocked, footer, header, hero, maintenance, rich-text, side-menu';

describe('checkTenants', () => {
  it('finds nothing wrong in a valid set of tenants', () => {
    expect(check(validSources())).toEqual([]);
  });

  it('reports invalid JSON with its line and column', () => {
    const sources = withFile(validSources(), 'alpha', 'theme.json', '{\n  "daisyTheme": ,\n}');
    expect(check(sources)).toEqual([
      {
        file: 'tenants/alpha/theme.json',
        pointer: '',
        message: 'invalid JSON at line 2, column 17: expected a value but got ","',
      },
    ]);
  });

  it('reports a duplicate key as an error at its JSON pointer', () => {
    const sources = withFile(
      validSources(),
      'alpha',
      'theme.json',
      '{\n  "daisyTheme": "dark",\n  "daisyTheme": "light"\n}',
    );
    expect(check(sources)).toEqual([
      {
        file: 'tenants/alpha/theme.json',
        pointer: '/daisyTheme',
        message:
          'duplicate key "daisyTheme" at line 3, column 3 (first at line 2, column 3); only the last value would be kept',
      },
    ]);
  });

  it("reports a bad value against the tenant's override file that holds it", () => {
    const sources = withFile(validSources(), 'alpha', 'tenant.json', {
      merchantCode: 'ALPHA',
      languages: { enabled: ['VI', 'XX'] },
    });
    expect(check(sources)).toEqual([
      {
        file: 'tenants/alpha/tenant.json',
        pointer: '/languages/enabled/1',
        message: `expected one of ${LANGUAGE_CODES.join(', ')} but got "XX"`,
      },
    ]);
  });

  it("reports a bad inherited value once, against _default's file", () => {
    const base = validSources();
    const theme = { ...fileJson(base, '_default', 'theme.json'), daisyTheme: 'neon' };
    expect(check(withFile(base, '_default', 'theme.json', theme))).toEqual([
      {
        file: 'tenants/_default/theme.json',
        pointer: '/daisyTheme',
        message: expect.stringMatching(
          /^expected one of light, dark, .* but got "neon"$/,
        ) as string,
      },
    ]);
  });

  it('names an unknown property and the ones expected', () => {
    const sources = withFile(validSources(), 'alpha', 'theme.json', {
      colour: { primary: '#fff' },
    });
    expect(check(sources)).toEqual([
      {
        file: 'tenants/alpha/theme.json',
        pointer: '/colour',
        message:
          'unknown property "colour"; expected one of daisyTheme, colors, logo, favicon, app',
      },
    ]);
  });

  it('reports required files missing from _default', () => {
    const sources = withFile(validSources(), '_default', 'pages/blocked.json', undefined);
    expect(check(sources)).toEqual([
      {
        file: 'tenants/_default/pages/blocked.json',
        pointer: '',
        message: 'required file is missing: every tenant inherits it',
      },
    ]);
  });

  it('reports unknown widget types, naming the known ones, and settings the widget rejects', () => {
    const sources = withFile(validSources(), 'alpha', 'pages/home.json', {
      sections: {
        hero: { settings: { align: 'top' } },
        promo: { type: 'carousel' },
      },
      order: ['hero', 'welcome', 'promo'],
    });
    expect(check(sources)).toEqual([
      {
        file: 'tenants/alpha/pages/home.json',
        pointer: '/sections/hero/settings/align',
        message: 'expected one of left, center but got "top"',
      },
      {
        file: 'tenants/alpha/pages/home.json',
        pointer: '/sections/promo/type',
        message: `unknown widget type "carousel"; expected one of ${WIDGET_TYPES}`,
      },
    ]);
  });

  it('reports order entries without a section and sections left out of order', () => {
    const sources = withFile(validSources(), 'alpha', 'pages/home.json', {
      order: ['hero', 'banner'],
    });
    expect(check(sources)).toEqual([
      {
        file: 'tenants/_default/pages/home.json',
        pointer: '/sections/welcome',
        message: 'section "welcome" is not in order; add it to order or set "disabled": true',
      },
      {
        file: 'tenants/alpha/pages/home.json',
        pointer: '/order/1',
        message: 'no section "banner" in sections; expected one of hero, welcome',
      },
    ]);
  });

  it('lets a tenant drop an inherited section by disabling it', () => {
    const sources = withFile(validSources(), 'alpha', 'pages/home.json', {
      sections: { welcome: { disabled: true } },
      order: ['hero'],
    });
    expect(check(sources)).toEqual([]);
  });

  it('checks layout groups like pages', () => {
    const sources = withFile(validSources(), 'alpha', 'layout.json', {
      aside: { sections: { 'side-menu': { settings: { position: 'middle' } } } },
    });
    expect(check(sources)).toEqual([
      {
        file: 'tenants/alpha/layout.json',
        pointer: '/aside/sections/side-menu/settings/position',
        message: 'expected one of left, right but got "middle"',
      },
    ]);
  });

  it('refuses a link setting that is neither a route nor an http(s) URL, in layouts and pages', () => {
    let sources = withFile(validSources(), 'alpha', 'layout.json', {
      footer: {
        sections: {
          footer: {
            settings: {
              links: [
                { labelKey: 'tenant.footer.help', href: '/helpcentre' },
                { labelKey: 'tenant.footer.help', href: 'https://help.example.com/faq' },
                { labelKey: 'tenant.footer.help', href: '/member?page=deposit' },
              ],
            },
          },
        },
      },
    });
    sources = withFile(sources, 'alpha', 'pages/home.json', {
      sections: { hero: { settings: { ctaHref: 'javascript:alert(1)' } } },
    });
    const errors = check(sources).map(({ file, pointer, message }) => ({
      file,
      pointer,
      message: message.split(';')[0],
    }));
    expect(errors).toEqual([
      {
        file: 'tenants/alpha/layout.json',
        pointer: '/footer/sections/footer/settings/links/0/href',
        message: '"/helpcentre" is not a route or an http(s) URL',
      },
      {
        file: 'tenants/alpha/pages/home.json',
        pointer: '/sections/hero/settings/ctaHref',
        message: '"javascript:alert(1)" is not a route or an http(s) URL',
      },
    ]);
    expect(check(sources)[0]?.message).toContain('expected an http(s) URL or one of /, /login,');
  });

  it('refuses a customer-service or app-download URL that is neither a route nor http(s)', () => {
    const sources = withFile(validSources(), 'alpha', 'tenant.json', {
      merchantCode: 'ALPHA',
      customerService: { url: 'javascript:alert(document.cookie)' },
      appDownload: { android: 'file:///sdcard/app.apk' },
    });
    expect(
      check(sources).map(
        (error) => `${error.file}#${error.pointer}: ${error.message.split(';')[0]}`,
      ),
    ).toEqual([
      'tenants/alpha/tenant.json#/appDownload/android: "file:///sdcard/app.apk" is not a route or an http(s) URL',
      'tenants/alpha/tenant.json#/customerService/url: "javascript:alert(document.cookie)" is not a route or an http(s) URL',
    ]);
  });

  it('refuses a page no route shows, and requires of _default a page for each that does', () => {
    let sources = withFile(validSources(), 'alpha', 'pages/promo-old.json', {
      sections: {},
      order: [],
    });
    sources = withFile(sources, '_default', 'pages/help.json', { sections: {}, order: [] });
    const pages = ['home', 'help', 'promotions', 'maintenance', 'blocked'];
    const errors = checkTenants(sources, { ...options, pages });
    expect(errors).toEqual([
      {
        file: 'tenants/_default/pages/promotions.json',
        pointer: '',
        message: 'required file is missing: every tenant inherits it',
      },
      {
        file: 'tenants/alpha/pages/promo-old.json',
        pointer: '',
        message:
          'no route shows page "promo-old"; expected one of home, help, promotions, maintenance, blocked',
      },
    ]);
  });

  it('reports a default language that is not enabled', () => {
    const sources = withFile(validSources(), 'alpha', 'tenant.json', {
      merchantCode: 'ALPHA',
      languages: { enabled: ['EN', 'CN'] },
    });
    expect(check(sources)).toContainEqual({
      file: 'tenants/alpha/tenant.json',
      pointer: '/languages/default',
      message: 'expected one of the enabled languages EN, CN but got "VI"',
    });
  });

  it('reports a locale file named with an unknown language code', () => {
    const sources = withFile(validSources(), 'alpha', 'locales/XX.json', { tenant: {} });
    expect(check(sources)).toEqual([
      {
        file: 'tenants/alpha/locales/XX.json',
        pointer: '',
        message: `unknown language code "XX" in the file name; expected one of ${LANGUAGE_CODES.join(', ')}`,
      },
    ]);
  });

  it('reports a tenant.* text key missing from an enabled language, where to add it', () => {
    const sources = withFile(validSources(), 'alpha', 'pages/home.json', {
      sections: { hero: { settings: { ctaLabelKey: 'tenant.hero.cta', ctaHref: '/register' } } },
    });
    const used = 'tenants/alpha/pages/home.json#/sections/hero/settings/ctaLabelKey';
    expect(check(sources)).toEqual([
      {
        file: 'tenants/alpha/locales/EN.json',
        pointer: '/tenant/hero/cta',
        message: `missing EN translation of "tenant.hero.cta" (used at ${used})`,
      },
      {
        file: 'tenants/alpha/locales/VI.json',
        pointer: '/tenant/hero/cta',
        message: `missing VI translation of "tenant.hero.cta" (used at ${used})`,
      },
    ]);
  });

  it('checks the register form: valid JSON Schema, known fields, known pattern kinds, matching patterns', () => {
    const sources = withFile(validSources(), 'alpha', 'forms/register.json', {
      schema: {
        properties: {
          username: { pattern: '^[a-z]+$' },
          password: { minLength: 'six' },
          nickName: { type: 'string' },
          mobileNum: { 'x-patternId': 'phone' },
        },
      },
    });
    expect(check(sources)).toEqual([
      {
        file: 'tenants/alpha/forms/register.json',
        pointer: '/schema/properties/mobileNum/x-patternId',
        message: `expected one of ${PATTERN_IDS.join(', ')} but got "phone"`,
      },
      {
        file: 'tenants/alpha/forms/register.json',
        pointer: '/schema/properties/nickName',
        message: 'field "nickName" is not in uiSchema ui:order (list it there, or add "*")',
      },
      {
        file: 'tenants/alpha/forms/register.json',
        pointer: '/schema/properties/nickName',
        message: `unknown registration field "nickName"; expected one of ${REGISTER_FIELDS.join(', ')}`,
      },
      {
        file: 'tenants/alpha/forms/register.json',
        pointer: '/schema/properties/password/minLength',
        message: 'not a valid JSON Schema: expected integer but got string "six"',
      },
      {
        file: 'tenants/alpha/forms/register.json',
        pointer: '/schema/properties/username/pattern',
        message:
          'expected the pattern of kind "letterStartAlphanumeric", "^[A-Za-z][A-Za-z0-9]*$", but got "^[a-z]+$"',
      },
    ]);
  });

  it('checks register fields against their rules: kinds, required list, ui:order, misspelt keywords', () => {
    const sources = withFile(validSources(), 'alpha', 'forms/register.json', {
      schema: {
        required: ['username', 'password', 'email'],
        properties: {
          username: { minLength: 20 },
          password: { minLenght: 8 },
          mobileNum: false,
          affiliateCode: { type: 'string', pattern: '^[A-Za-z0-9]+$' },
        },
      },
      uiSchema: { 'ui:order': ['username', 'password', 'mobileNum', 'affiliateCode'] },
    });
    const file = 'tenants/alpha/forms/register.json';
    expect(check(sources)).toEqual([
      {
        file,
        pointer: '/schema/properties/affiliateCode/pattern',
        message: 'a pattern needs the x-patternId of its kind; add "x-patternId": "alphanumeric"',
      },
      {
        file,
        pointer: '/schema/properties/password/minLenght',
        message: 'unknown JSON Schema keyword "minLenght"',
      },
      {
        file,
        pointer: '/schema/properties/username/minLength',
        message: 'expected minLength at most maxLength 16 but got 20',
      },
      {
        file,
        pointer: '/schema/required/2',
        message: 'required field "email" is not an enabled field in schema.properties',
      },
      {
        file,
        pointer: '/uiSchema/ui:order/2',
        message:
          'expected an enabled field or "*" but got "mobileNum"; enabled fields: username, password, affiliateCode',
      },
    ]);
  });

  it('takes an image setting that is not an http(s) URL or a path on this site for an asset', () => {
    const sources = withFile(validSources(), 'alpha', 'pages/home.json', {
      sections: {
        hero: { type: 'hero', settings: { image: 'javascript:alert(1)' } },
        cdn: { type: 'hero', settings: { image: 'https://cdn.example.com/hero.jpg' } },
      },
      order: ['hero', 'welcome', 'cdn'],
    });
    expect(check(sources)).toEqual([
      {
        file: 'tenants/alpha/pages/home.json',
        pointer: '/sections/hero/settings/image',
        message:
          'asset "javascript:alert(1)" not found in tenants/alpha/assets/ or tenants/_default/assets/',
      },
    ]);
  });

  it('reports a logo that is neither a tenant asset nor a _default asset', () => {
    const sources = withFile(validSources(), 'alpha', 'theme.json', { logo: 'brand.png' });
    expect(check(sources)).toEqual([
      {
        file: 'tenants/alpha/theme.json',
        pointer: '/logo',
        message: 'asset "brand.png" not found in tenants/alpha/assets/ or tenants/_default/assets/',
      },
    ]);
  });

  it("reports an installable-app icon missing from the tenant's and _default's assets", () => {
    const sources = withFile(validSources(), 'alpha', 'theme.json', {
      app: { icons: { maskable512: 'round.png' } },
    });
    expect(check(sources)).toEqual([
      {
        file: 'tenants/alpha/theme.json',
        pointer: '/app/icons/maskable512',
        message: 'asset "round.png" not found in tenants/alpha/assets/ or tenants/_default/assets/',
      },
    ]);
  });

  it('refuses a tenant set without the installable app block, and an icon that is not a PNG', () => {
    const sources = validSources();
    const { app: _app, ...base } = fileJson(sources, '_default', 'theme.json');
    const withoutApp = withFile(sources, '_default', 'theme.json', base);
    expect(check(withoutApp)).toContainEqual({
      file: 'tenants/_default/theme.json',
      pointer: '/app',
      message: expect.stringContaining('missing required property "app"') as unknown,
    });
    const svgIcon = withFile(validSources(), 'alpha', 'theme.json', {
      app: { icons: { icon192: 'logo.svg' } },
    });
    expect(check(svgIcon)).toContainEqual(
      expect.objectContaining({
        file: 'tenants/alpha/theme.json',
        pointer: '/app/icons/icon192',
        message: expect.stringContaining('a PNG path inside assets/') as unknown,
      }),
    );
  });

  it('reports a hostname or merchant code shared by two tenants on both, each naming the other', () => {
    const sources = withFile(validSources(), 'beta', 'tenant.json', {
      merchantCode: 'ALPHA',
      hostnames: ['beta.example.com', 'alpha.example.com', 'alpha.localhost'],
    });
    expect(check(sources)).toEqual([
      {
        file: 'tenants/alpha/tenant.json',
        pointer: '/hostnames/0',
        message: 'hostname "alpha.example.com" is also used by tenant "beta"',
      },
      {
        file: 'tenants/alpha/tenant.json',
        pointer: '/merchantCode',
        message: 'merchant code "ALPHA" is also used by tenant "beta"',
      },
      {
        file: 'tenants/beta/tenant.json',
        pointer: '/hostnames/1',
        message: 'hostname "alpha.example.com" is also used by tenant "alpha"',
      },
      {
        file: 'tenants/beta/tenant.json',
        pointer: '/hostnames/2',
        message: 'hostname "alpha.localhost" is the local address of tenant "alpha"',
      },
      {
        file: 'tenants/beta/tenant.json',
        pointer: '/merchantCode',
        message: 'merchant code "ALPHA" is also used by tenant "alpha"',
      },
    ]);
  });

  it('reports a tenant folder whose name is not a valid code, and a tenant without its own merchant code', () => {
    const sources = withFile(validSources(), 'Bad_Name', 'tenant.json', { displayName: 'Bad' });
    expect(check(sources)).toEqual([
      {
        file: 'tenants/Bad_Name',
        pointer: '',
        message:
          'expected a tenant folder name matching /^[a-z][a-z0-9-]{1,30}$/ (a lowercase letter, then 1 to 30 lowercase letters, digits or -) but got "Bad_Name"',
      },
      {
        file: 'tenants/Bad_Name/tenant.json',
        pointer: '',
        message: 'missing required property "merchantCode": each tenant sets its own',
      },
    ]);
  });

  it('collects every error of a run, in a stable order whatever the input order', () => {
    let sources = validSources();
    sources = withFile(sources, 'alpha', 'menu.json', { header: ['HOME', 'CASINO'] });
    sources = withFile(sources, 'alpha', 'theme.json', '{ "logo": "logo.svg" ');
    sources = withFile(sources, 'beta', 'pages/home.json', {
      sections: { hero: { type: 'banner' } },
    });
    sources = withFile(sources, '_default', 'pages/maintenance.json', undefined);
    const errors = check(sources);
    expect(formatConfigErrors(errors)).toBe(
      [
        'tenants/_default/pages/maintenance.json#: required file is missing: every tenant inherits it',
        `tenants/alpha/menu.json#/header/1: expected one of ${NAV_ITEMS.join(', ')} but got "CASINO"`,
        "tenants/alpha/theme.json#: invalid JSON at line 1, column 22: expected ',' or '}' but got the end of the file",
        `tenants/beta/pages/home.json#/sections/hero/type: unknown widget type "banner"; expected one of ${WIDGET_TYPES}`,
      ].join('\n'),
    );
    const reversed: TenantSources = {
      files: Object.fromEntries(Object.entries(sources.files).reverse()),
      assets: Object.fromEntries(Object.entries(sources.assets).reverse()),
    };
    expect(check(reversed)).toEqual(errors);
  });

  it('skips widget checks when no widget schemas are given', () => {
    const sources = withFile(validSources(), 'beta', 'pages/home.json', {
      sections: { hero: { type: 'banner' } },
    });
    expect(checkTenants(sources)).toEqual([]);
  });

  it('never throws, even on files that are not objects', () => {
    let sources = validSources();
    sources = withFile(sources, 'alpha', 'tenant.json', json([1, 2]));
    sources = withFile(sources, 'alpha', 'pages/home.json', 'null');
    expect(() => check(sources)).not.toThrow();
    expect(check(sources).map((error) => error.file)).toEqual([
      'tenants/alpha/pages/home.json',
      'tenants/alpha/tenant.json',
      'tenants/alpha/tenant.json',
    ]);
  });
});
