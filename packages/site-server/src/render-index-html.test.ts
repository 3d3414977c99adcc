import { tenantCheckFacts } from '@wl/features/node';
import { htmlLangOf, type TenantConfig } from '@wl/tenant-config';
import { TenantRegistry } from '@wl/tenant-config/node';
import { loadAllWidgetSchemas } from '@wl/features';
import { describe, expect, it } from 'vitest';
import { brandStyle, contentColor } from './brand-style.js';
import { inlineJson } from './inline-json.js';
import { renderIndexHtml } from './render-index-html.js';
import { REPO_TENANTS_DIR } from './test-support/site-fixture.js';

/** The app's facts, as the site server checks and builds tenants with them. */
const appFacts = await tenantCheckFacts();

const tenant = (() => {
  const first = new TenantRegistry({ tenantsDir: REPO_TENANTS_DIR, appFacts }).list()[0];
  if (!first) throw new Error('no tenant in tenants/');
  return first;
})();

describe('renderIndexHtml', () => {
  it('puts the head before </head> when the template has no marker', () => {
    const html = renderIndexHtml(
      '<html><head><meta charset="utf-8"></head><body></body></html>',
      tenant,
      {},
    );
    expect(html).toMatch(
      /<meta charset="utf-8"><title>.*<\/title>[\s\S]*<script type="application\/json" id="wl-tenant">[\s\S]*<\/head><body>/,
    );
  });

  it('leaves titles outside the head alone and does not expand $ patterns of the config', () => {
    const named = { ...tenant, tenant: { ...tenant.tenant, displayName: "$& $' $1" } };
    const html = renderIndexHtml(
      '<html><head><!--wl:head--></head><body><svg><title>icon</title></svg></body></html>',
      named,
      {},
    );
    expect(html).toContain('<title>$&amp; $&#39; $1</title>');
    expect(html).toContain('<svg><title>icon</title></svg>');
  });
});

describe('<html lang>', () => {
  const served = (code: TenantConfig['tenant']['languages']['default']) =>
    renderIndexHtml(
      '<html data-theme="x"><head></head><body></body></html>',
      {
        ...tenant,
        tenant: { ...tenant.tenant, languages: { ...tenant.tenant.languages, default: code } },
      },
      {},
    ).match(/<html lang="([^"]+)"/)?.[1];

  it('is the BCP 47 tag of the default language, the one the app sets on a language change', () => {
    expect(served('VI')).toBe('vi');
    expect(served('CN')).toBe('zh-CN');
    expect(served('TY')).toBe('fil');
    expect(served('TY')).toBe(htmlLangOf('TY'));
  });
});

describe('inlineJson', () => {
  it('cannot close the script element and survives a round trip', () => {
    const value = { text: '</script><!-- & \u2028 \u2029' };
    const out = inlineJson(value);
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(out)).toEqual(value);
  });
});

describe('brandStyle', () => {
  it('writes daisyUI colour variables with a readable content colour', () => {
    expect(brandStyle({ primary: '#1d4ed8', accent: '#fde047' })).toBe(
      ':root[data-theme]{--color-primary:#1d4ed8;--color-primary-content:#ffffff;--color-accent:#fde047;--color-accent-content:#000000}',
    );
  });

  it('keeps other colour notations without a content colour and drops unsafe values', () => {
    expect(brandStyle({ primary: 'oklch(65% 0.2 30)', secondary: 'red;}</style><script>' })).toBe(
      ':root[data-theme]{--color-primary:oklch(65% 0.2 30)}',
    );
    expect(brandStyle({})).toBe('');
  });

  it('picks black on light and white on dark colours', () => {
    expect(contentColor('#fff')).toBe('#000000');
    expect(contentColor('#000000')).toBe('#ffffff');
    expect(contentColor('rebeccapurple')).toBeNull();
  });
});

const schemas = await loadAllWidgetSchemas();

describe('the gutter for buttons fixed to an edge', () => {
  const withSideMenu = (settings: Record<string, unknown>, disabled = false) => {
    const aside = tenant.layout.aside;
    const sections = Object.fromEntries(
      Object.entries(aside.sections).map(([id, section]) => [
        id,
        section.type === 'side-menu' ? { ...section, settings, disabled } : section,
      ]),
    );
    return { ...tenant, layout: { ...tenant.layout, aside: { ...aside, sections } } };
  };
  const gutterOf = (served: TenantConfig) =>
    renderIndexHtml('<html><head></head><body></body></html>', served, schemas).match(
      /<html[^>]*data-gutter="([^"]+)"/,
    )?.[1];

  it('is kept on the side the side menu shows its button on, from the settings with their defaults', () => {
    expect(gutterOf(withSideMenu({ position: 'left' }))).toBe('start');
    expect(gutterOf(withSideMenu({}))).toBe('end');
  });

  it('is not kept where no button is shown: the button hidden, or the side menu off', () => {
    expect(
      gutterOf(withSideMenu({ showCustomerService: false, position: 'left' })),
    ).toBeUndefined();
    expect(gutterOf(withSideMenu({ position: 'right' }, true))).toBeUndefined();
  });
});
