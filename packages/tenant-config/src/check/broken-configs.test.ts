import { describe, expect, it } from 'vitest';
import { FILE_SIZE_BUDGETS } from '../constants.js';
import { json, validSources, withFile } from '../fixtures/sources.js';
import { WIDGET_SCHEMAS_FIXTURE } from '../fixtures/widget-schemas.js';
import type { TenantSources } from '../types.js';
import { checkTenants } from './check-tenants.js';

/** One operator mistake: the broken folder set, and the error it must produce. */
interface BrokenConfig {
  name: string;
  sources: () => TenantSources;
  file: string;
  pointer: string;
  /** Text the message must contain. */
  message: string;
}

const ALPHA = 'tenants/alpha';
const base = validSources;
const alphaTenant = (extra: Record<string, unknown>): TenantSources =>
  withFile(base(), 'alpha', 'tenant.json', { merchantCode: 'ALPHA', ...extra });
const alphaFile = (relPath: string, value: unknown): TenantSources =>
  withFile(base(), 'alpha', relPath, value);
const homeWith = (section: Record<string, unknown>): TenantSources =>
  alphaFile('pages/home.json', {
    sections: { hero: section, welcome: { disabled: true } },
    order: ['hero'],
  });
const footerLinks = (links: unknown[]): TenantSources =>
  alphaFile('layout.json', { footer: { sections: { footer: { settings: { links } } } } });
const registerSchema = (schema: Record<string, unknown>): TenantSources =>
  alphaFile('forms/register.json', { schema });
const padded = (bytes: number): string => json({ tenant: { filler: 'x'.repeat(bytes) } });
const withSources = (change: (sources: TenantSources) => void) => (): TenantSources => {
  const sources = base();
  change(sources);
  return sources;
};

const LINK = 'is not a route or an http(s) URL';
const UPSTREAM =
  'is not an http(s) URL; the site server forwards API calls over http or https only';
const CLOSED_SITE =
  'expected an external http(s) chat or messenger link, since the maintenance and blocked pages open it while the site is closed';
const FORBIDDEN = 'is not allowed in tenant files (__proto__, constructor, prototype)';

const CASES: BrokenConfig[] = [
  {
    name: 'invalid JSON',
    sources: () => alphaFile('theme.json', '{ "daisyTheme": }'),
    file: `${ALPHA}/theme.json`,
    pointer: '',
    message: 'invalid JSON at line 1, column 17: expected a value but got "}"',
  },
  {
    name: 'trailing comma',
    sources: () => alphaFile('menu.json', '{ "header": ["HOME"], }'),
    file: `${ALPHA}/menu.json`,
    pointer: '',
    message: 'invalid JSON at line 1',
  },
  {
    name: 'duplicate key that turns a switched-off module back on',
    sources: () =>
      alphaFile(
        'tenant.json',
        '{ "merchantCode": "ALPHA", "modules": { "REG3": false }, "modules": { "REG3": true } }',
      ),
    file: `${ALPHA}/tenant.json`,
    pointer: '/modules',
    message: 'duplicate key "modules"',
  },
  {
    name: 'duplicate key deep in a page',
    sources: () =>
      alphaFile(
        'pages/home.json',
        '{ "sections": { "hero": { "type": "hero", "type": "rich-text" } } }',
      ),
    file: `${ALPHA}/pages/home.json`,
    pointer: '/sections/hero/type',
    message: 'only the last value would be kept',
  },
  {
    name: 'placeholder merchant code DEFAULT kept by a new tenant',
    sources: () => alphaTenant({ merchantCode: 'DEFAULT' }),
    file: `${ALPHA}/tenant.json`,
    pointer: '/merchantCode',
    message: '"DEFAULT" is the placeholder merchant code of _default',
  },
  {
    name: 'tenant without its own merchant code',
    sources: () => alphaFile('tenant.json', { displayName: 'Alpha' }),
    file: `${ALPHA}/tenant.json`,
    pointer: '',
    message: 'missing required property "merchantCode"',
  },
  {
    name: 'ftp upstream',
    sources: () => alphaTenant({ api: { upstream: 'ftp://backend.example.com/api' } }),
    file: `${ALPHA}/tenant.json`,
    pointer: '/api/upstream',
    message: `"ftp://backend.example.com/api" ${UPSTREAM}`,
  },
  {
    name: 'file: upstream',
    sources: () => alphaTenant({ api: { upstream: 'file:///etc/passwd' } }),
    file: `${ALPHA}/tenant.json`,
    pointer: '/api/upstream',
    message: UPSTREAM,
  },
  {
    name: 'javascript: customer service URL',
    sources: () => alphaTenant({ customerService: { url: 'javascript:alert(document.cookie)' } }),
    file: `${ALPHA}/tenant.json`,
    pointer: '/customerService/url',
    message: `"javascript:alert(document.cookie)" ${LINK}`,
  },
  {
    name: 'customer service URL without a scheme',
    sources: () => alphaTenant({ customerService: { url: 'www.example.com' } }),
    file: `${ALPHA}/tenant.json`,
    pointer: '/customerService/url',
    message: `"www.example.com" ${LINK}`,
  },
  {
    name: 'customer service path that is not a route',
    sources: () => alphaTenant({ customerService: { url: '/support-chat' } }),
    file: `${ALPHA}/tenant.json`,
    pointer: '/customerService/url',
    message: LINK,
  },
  {
    name: 'customer service on a page of the site, which a closed site cannot show',
    sources: () => alphaTenant({ customerService: { url: '/help' } }),
    file: `${ALPHA}/tenant.json`,
    pointer: '/customerService/url',
    message: `"/help" is a page of this site; ${CLOSED_SITE}`,
  },
  {
    name: "customer service on the site's own host",
    sources: () =>
      alphaTenant({
        hostnames: ['alpha.example.com'],
        customerService: { url: 'https://alpha.example.com/help' },
      }),
    file: `${ALPHA}/tenant.json`,
    pointer: '/customerService/url',
    message: `on this site's own host alpha.example.com; ${CLOSED_SITE}`,
  },
  {
    name: "customer service on the site's development host",
    sources: () => alphaTenant({ customerService: { url: 'http://alpha.localhost:8080/help' } }),
    file: `${ALPHA}/tenant.json`,
    pointer: '/customerService/url',
    message: CLOSED_SITE,
  },
  {
    name: 'protocol-relative customer service URL',
    sources: () => alphaTenant({ customerService: { url: '//evil.example.com/chat' } }),
    file: `${ALPHA}/tenant.json`,
    pointer: '/customerService/url',
    message: LINK,
  },
  {
    name: 'javascript: app download link',
    sources: () => alphaTenant({ appDownload: { ios: 'javascript:alert(1)' } }),
    file: `${ALPHA}/tenant.json`,
    pointer: '/appDownload/ios',
    message: LINK,
  },
  {
    name: 'data: app download link',
    sources: () => alphaTenant({ appDownload: { android: 'data:text/html,hi' } }),
    file: `${ALPHA}/tenant.json`,
    pointer: '/appDownload/android',
    message: LINK,
  },
  {
    name: 'javascript: footer link',
    sources: () => footerLinks([{ labelKey: 'tenant.footer.help', href: 'javascript:alert(1)' }]),
    file: `${ALPHA}/layout.json`,
    pointer: '/footer/sections/footer/settings/links/0/href',
    message: LINK,
  },
  {
    name: 'footer link without a scheme',
    sources: () => footerLinks([{ labelKey: 'tenant.footer.help', href: 'www.example.com' }]),
    file: `${ALPHA}/layout.json`,
    pointer: '/footer/sections/footer/settings/links/0/href',
    message: `"www.example.com" ${LINK}`,
  },
  {
    name: 'hero call to action to a path that is not a route',
    sources: () =>
      homeWith({
        type: 'hero',
        settings: { ctaHref: '/casino-old', ctaLabelKey: 'tenant.hero.title' },
      }),
    file: `${ALPHA}/pages/home.json`,
    pointer: '/sections/hero/settings/ctaHref',
    message: `"/casino-old" ${LINK}`,
  },
  {
    name: 'javascript: image setting is only ever an asset name, and there is none',
    sources: () => homeWith({ type: 'hero', settings: { image: 'javascript:alert(1)' } }),
    file: `${ALPHA}/pages/home.json`,
    pointer: '/sections/hero/settings/image',
    message: 'asset "javascript:alert(1)" not found',
  },
  {
    name: '__proto__ key in tenant.json',
    sources: () =>
      alphaFile('tenant.json', '{ "merchantCode": "ALPHA", "__proto__": { "admin": true } }'),
    file: `${ALPHA}/tenant.json`,
    pointer: '/__proto__',
    message: `key "__proto__" ${FORBIDDEN}`,
  },
  {
    name: 'constructor key in theme colors',
    sources: () => alphaFile('theme.json', { colors: { constructor: '#000000' } }),
    file: `${ALPHA}/theme.json`,
    pointer: '/colors/constructor',
    message: `key "constructor" ${FORBIDDEN}`,
  },
  {
    name: 'prototype key in a page section',
    sources: () => homeWith({ type: 'hero', settings: { prototype: {} } }),
    file: `${ALPHA}/pages/home.json`,
    pointer: '/sections/hero/settings/prototype',
    message: `key "prototype" ${FORBIDDEN}`,
  },
  {
    name: '__proto__ key in a locale, inside an array',
    sources: () => alphaFile('locales/EN.json', '{ "tenant": { "list": [{ "__proto__": {} }] } }'),
    file: `${ALPHA}/locales/EN.json`,
    pointer: '/tenant/list/0/__proto__',
    message: FORBIDDEN,
  },
  {
    name: 'locale over its size budget',
    sources: () => alphaFile('locales/EN.json', padded(FILE_SIZE_BUDGETS.locale)),
    file: `${ALPHA}/locales/EN.json`,
    pointer: '',
    message: 'over the 256 KB budget for locale files',
  },
  {
    name: 'page over its size budget',
    sources: () =>
      alphaFile(
        'pages/home.json',
        json({ sections: {}, order: [], filler: 'x'.repeat(FILE_SIZE_BUDGETS.page) }),
      ),
    file: `${ALPHA}/pages/home.json`,
    pointer: '',
    message: 'over the 64 KB budget for page files',
  },
  {
    name: 'tenant.json over its size budget',
    sources: () => alphaTenant({ $schema: 'x'.repeat(FILE_SIZE_BUDGETS.tenant) }),
    file: `${ALPHA}/tenant.json`,
    pointer: '',
    message: 'over the 16 KB budget for tenant files',
  },
  {
    name: 'asset over its size budget',
    sources: withSources((sources) => {
      sources.assets.alpha = ['hero.png'];
      sources.assetBytes = { alpha: { 'hero.png': 6 * 1024 * 1024 } };
    }),
    file: `${ALPHA}/assets/hero.png`,
    pointer: '',
    message: 'file is 6144 KB, over the 512 KB budget for asset files',
  },
  {
    name: 'asset linked outside the assets folders',
    sources: withSources((sources) => {
      sources.escapingAssets = { alpha: ['brand.json'] };
    }),
    file: `${ALPHA}/assets/brand.json`,
    pointer: '',
    message: 'asset is a link to a file outside tenants/alpha/assets/ or tenants/_default/assets/',
  },
  {
    name: 'unknown widget type',
    sources: () => homeWith({ type: 'carousel-3d' }),
    file: `${ALPHA}/pages/home.json`,
    pointer: '/sections/hero/type',
    message: 'unknown widget type "carousel-3d"',
  },
  {
    name: 'widget setting outside its schema',
    sources: () => homeWith({ type: 'hero', settings: { sparkles: true } }),
    file: `${ALPHA}/pages/home.json`,
    pointer: '/sections/hero/settings/sparkles',
    message: 'unknown property "sparkles"; expected one of titleKey, subtitleKey, image',
  },
  {
    name: 'widget setting of the wrong kind',
    sources: () => homeWith({ type: 'hero', settings: { align: 'diagonal' } }),
    file: `${ALPHA}/pages/home.json`,
    pointer: '/sections/hero/settings/align',
    message: 'expected one of left, center but got "diagonal"',
  },
  {
    name: 'misspelt keyword in a register field',
    sources: () => registerSchema({ properties: { password: { minLenght: 8 } } }),
    file: `${ALPHA}/forms/register.json`,
    pointer: '/schema/properties/password/minLenght',
    message: 'unknown JSON Schema keyword "minLenght"',
  },
  {
    name: 'misspelt keyword at the top of the register schema',
    sources: () => registerSchema({ requried: ['username'] }),
    file: `${ALPHA}/forms/register.json`,
    pointer: '/schema/requried',
    message: 'unknown JSON Schema keyword "requried"',
  },
  {
    name: 'misspelt keyword inside a register subschema list',
    sources: () =>
      registerSchema({ properties: { mobileNum: { anyOf: [{ type: 'string', lenght: 9 }] } } }),
    file: `${ALPHA}/forms/register.json`,
    pointer: '/schema/properties/mobileNum/anyOf/0/lenght',
    message: 'unknown JSON Schema keyword "lenght"',
  },
  {
    name: 'unknown registration field',
    sources: () => registerSchema({ properties: { nickName: { type: 'string' } } }),
    file: `${ALPHA}/forms/register.json`,
    pointer: '/schema/properties/nickName',
    message: 'unknown registration field "nickName"',
  },
  {
    name: 'default language not enabled',
    sources: () => alphaTenant({ languages: { default: 'TH', enabled: ['VI', 'EN'] } }),
    file: `${ALPHA}/tenant.json`,
    pointer: '/languages/default',
    message: 'expected one of the enabled languages VI, EN but got "TH"',
  },
  {
    name: 'unknown language enabled',
    sources: () => alphaTenant({ languages: { enabled: ['VI', 'XX'] } }),
    file: `${ALPHA}/tenant.json`,
    pointer: '/languages/enabled/1',
    message: 'but got "XX"',
  },
  {
    name: 'unknown property in tenant.json',
    sources: () => alphaTenant({ displayname: 'Alpha' }),
    file: `${ALPHA}/tenant.json`,
    pointer: '/displayname',
    message: 'unknown property "displayname"; expected one of merchantCode, displayName',
  },
  {
    name: 'unknown file',
    sources: () => alphaFile('settings.json', {}),
    file: `${ALPHA}/settings.json`,
    pointer: '',
    message: 'unknown file; expected one of tenant.json',
  },
  {
    name: 'page that no route shows',
    sources: () => alphaFile('pages/casino2.json', { sections: {}, order: [] }),
    file: `${ALPHA}/pages/casino2.json`,
    pointer: '',
    message: 'no route shows page "casino2"',
  },
  {
    name: 'locale named with an unknown language code',
    sources: () => alphaFile('locales/XX.json', {}),
    file: `${ALPHA}/locales/XX.json`,
    pointer: '',
    message: 'unknown language code "XX" in the file name',
  },
  {
    name: 'order entry without a section',
    sources: () =>
      alphaFile('pages/home.json', {
        sections: { hero: { type: 'hero' }, welcome: { disabled: true } },
        order: ['hero', 'promo'],
      }),
    file: `${ALPHA}/pages/home.json`,
    pointer: '/order/1',
    message: 'no section "promo" in sections',
  },
  {
    name: 'section left out of order',
    sources: () => alphaFile('pages/home.json', { order: ['hero'] }),
    file: 'tenants/_default/pages/home.json',
    pointer: '/sections/welcome',
    message: 'section "welcome" is not in order',
  },
  {
    name: 'text key with no translation',
    sources: () => homeWith({ type: 'hero', settings: { titleKey: 'tenant.hero.missing' } }),
    file: `${ALPHA}/locales/VI.json`,
    pointer: '/tenant/hero/missing',
    message: 'missing VI translation of "tenant.hero.missing"',
  },
  {
    name: 'logo that is not an asset',
    sources: () => alphaFile('theme.json', { logo: 'brand/logo-2024.svg' }),
    file: `${ALPHA}/theme.json`,
    pointer: '/logo',
    message:
      'asset "brand/logo-2024.svg" not found in tenants/alpha/assets/ or tenants/_default/assets/',
  },
  {
    name: 'hostname shared with another tenant',
    sources: () => alphaTenant({ hostnames: ['beta.example.com'] }),
    file: `${ALPHA}/tenant.json`,
    pointer: '/hostnames/0',
    message: 'hostname "beta.example.com" is also used by tenant "beta"',
  },
  {
    name: "another tenant's local address as a hostname",
    sources: () => alphaTenant({ hostnames: ['beta.localhost'] }),
    file: `${ALPHA}/tenant.json`,
    pointer: '/hostnames/0',
    message: 'hostname "beta.localhost" is the local address of tenant "beta"',
  },
  {
    name: 'merchant code shared with another tenant',
    sources: () => alphaTenant({ merchantCode: 'BETA' }),
    file: `${ALPHA}/tenant.json`,
    pointer: '/merchantCode',
    message: 'merchant code "BETA" is also used by tenant "beta"',
  },
  {
    name: 'tenant folder with an invalid name',
    sources: () => withFile(base(), 'Bad_Code', 'tenant.json', { merchantCode: 'BAD' }),
    file: 'tenants/Bad_Code',
    pointer: '',
    message: 'expected a tenant folder name matching',
  },
  {
    name: 'theme colour of the wrong type',
    sources: () => alphaFile('theme.json', { colors: { primary: 42 } }),
    file: `${ALPHA}/theme.json`,
    pointer: '/colors/primary',
    message: 'expected',
  },
  {
    name: 'broken _default file breaks every tenant, named in _default',
    sources: () => withFile(base(), '_default', 'menu.json', '{ "header": [ }'),
    file: 'tenants/_default/menu.json',
    pointer: '',
    message: 'invalid JSON at line 1',
  },
];

describe('tenant:check refuses each broken config with its file, pointer and message', () => {
  it('holds at least 40 broken configs, and finds nothing in the valid set they break', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    expect(check(base())).toEqual([]);
  });

  it.each(CASES.map((entry) => [entry.name, entry] as const))('%s', (_name, entry) => {
    const errors = check(entry.sources());
    expect(errors).toContainEqual({
      file: entry.file,
      pointer: entry.pointer,
      message: expect.stringContaining(entry.message) as string,
    });
  });
});

function check(sources: TenantSources) {
  return checkTenants(sources, {
    widgetSchemas: WIDGET_SCHEMAS_FIXTURE,
    pages: ['home', 'maintenance', 'blocked'],
  });
}
