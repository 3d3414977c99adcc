import { describe, expect, it } from 'vitest';
import { headerAboveView } from './first-view.js';
import type { HeaderSettings } from './settings.gen.js';

const page = {
  site: { displayName: 'Saigon', logo: 'logo.svg', customerServiceUrl: '/help' },
};

const settings = (
  types: HeaderSettings['blocks'][number]['type'][],
  logoPosition: HeaderSettings['logoPosition'] = 'start',
): HeaderSettings => ({
  blocks: types.map((type) => ({ type })),
  logoPosition,
  menuStyle: 'bar',
  phoneMenuStyle: 'drawer',
  sticky: true,
});

describe("the header's row above a first view", () => {
  it('draws the logo first in the top row, and the navigation row below', () => {
    const row = headerAboveView(settings(['logo', 'language', 'navigation', 'balance']), page);
    expect(row).toMatch(/^<div class="relative z-30 bg-base-100 text-base-content shadow">/);
    expect(row).toContain(
      '<span class="min-w-[4.5rem] shrink"><img src="/tenant-assets/logo.svg" alt=""',
    );
    expect(row).toContain('<div class="h-12 border-t border-base-content/10">');
    expect(row).not.toContain('sm:grid');
    // nothing to reach or to name twice before the app's header takes its place
    expect(row).not.toMatch(/<(a|button|header)\b/);
    expect(row).not.toContain('data-widget');
  });

  it('centres the logo from tablet width up as the header does, with no navigation row without one', () => {
    const row = headerAboveView(settings(['logo', 'member-menu'], 'center'), page) ?? '';
    expect(row).toContain('sm:grid sm:grid-cols-[1fr_auto_1fr]');
    expect(row.indexOf('<div class="hidden sm:block"></div>')).toBeLessThan(row.indexOf('<img'));
    expect(row).not.toContain('h-12');
  });

  it('leaves the space empty when blocks stand before the logo or there is none', () => {
    expect(headerAboveView(settings(['language', 'logo', 'navigation']), page)).toBeUndefined();
    expect(headerAboveView(settings(['navigation', 'logo']), page)).toBeUndefined();
    expect(headerAboveView(settings(['language', 'navigation']), page)).toBeUndefined();
  });
});
