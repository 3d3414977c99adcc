import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildTenant } from './build-tenant.js';
import { checkTenants } from './check/check-tenants.js';
import { NAV_ITEMS } from './constants.js';
import type { DefaultPage } from './default-pages.js';
import { readTenantSources } from './node/read-tenant-sources.js';
import { registerFieldRules } from './register-field-rules.js';

const sources = readTenantSources(fileURLToPath(new URL('../../../tenants', import.meta.url)));

/** The route pages the features ship (`packages/features/src/<feature>/pages/`), read as files. */
function featurePages(): DefaultPage[] {
  const features = new URL('../../features/src/', import.meta.url);
  return readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const dir = new URL(`${entry.name}/pages/`, features);
      if (!existsSync(dir)) return [];
      const names = readdirSync(dir, { withFileTypes: true }).filter(
        (file) => file.isFile() && file.name.endsWith('.json'),
      );
      return names.map((file) => ({
        name: file.name.slice(0, -'.json'.length),
        file: `packages/features/src/${entry.name}/pages/${file.name}`,
        text: readFileSync(new URL(file.name, dir), 'utf8'),
      }));
    });
}

describe('the shipped tenants', () => {
  it('pass the checker with the pages the features ship (widgets: see tenant:check)', () => {
    expect(featurePages().map((page) => page.name)).toContain('home');
    expect(checkTenants(sources, { defaultPages: featurePages() })).toEqual([]);
  });

  it('give _default the full header menu and the three start-up pages', () => {
    const base = buildTenant('_default', sources);
    expect(base.menu.header).toEqual([...NAV_ITEMS]);
    expect(base.layout.header.sections.header?.type).toBe('header');
    expect(base.layout.aside.sections['side-menu']?.type).toBe('side-menu');
    expect(base.layout.footer.sections.footer?.type).toBe('footer');
    expect(base.pages.maintenance?.sections.maintenance?.type).toBe('maintenance');
    expect(base.pages.blocked?.sections.blocked?.type).toBe('blocked');
    expect(registerFieldRules(base.register).fields.username).toEqual({
      enabled: true,
      required: true,
      acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
      patternId: 'letterStartAlphanumeric',
      minLength: 6,
      maxLength: 16,
    });
  });

  it('make saigon and jade visibly different sites', () => {
    const saigon = buildTenant('saigon', sources);
    const jade = buildTenant('jade', sources);
    expect(saigon.tenant.languages.default).toBe('VI');
    expect(jade.tenant.languages).toEqual({
      default: 'EN',
      enabled: ['EN', 'CN', 'TW'],
    });
    expect(saigon.theme.daisyTheme).not.toBe(jade.theme.daisyTheme);
    expect(saigon.theme.colors.primary).not.toBe(jade.theme.colors.primary);
    expect(saigon.menu.header).toEqual([...NAV_ITEMS]);
    expect(jade.menu.header).toEqual([
      'HOME',
      'ELOTT',
      'LOTT',
      'LIVE',
      'RNG',
      'SPORTS',
      'PROMO',
      'FISH',
      'COCKFIGHT',
    ]);
    expect(Object.values(saigon.tenant.modules).every(Boolean)).toBe(true);
    expect(jade.tenant.modules).toMatchObject({
      FREEPLAY3: false,
      MOBILENUMREG3: false,
      CBS3: false,
    });
    expect(saigon.locales.EN?.tenant).not.toEqual(jade.locales.EN?.tenant);
    expect(sources.assets.saigon).toContain('logo.svg');
    expect(sources.assets.jade).toContain('logo.svg');
  });

  it('make goalline a third brand from files alone: light, sportsbook first, its own header and encryption', () => {
    const goalline = buildTenant('goalline', sources);
    const others = [buildTenant('saigon', sources), buildTenant('jade', sources)];
    expect(goalline.theme.daisyTheme).toBe('light');
    expect(goalline.tenant.money.currency).toBe('THB');
    expect(goalline.tenant.api.encryption).toBe('upstream-script');
    expect(goalline.menu.header.slice(0, 2)).toEqual(['HOME', 'SPORTS']);
    // its home: the banner, the winners line, one row of hot games, then the sportsbook's vendors,
    // all in the first screen
    expect(goalline.pages.home?.order.slice(0, 4)).toEqual([
      'banner',
      'winners',
      'games',
      'sportsbook',
    ]);
    const header = (t: typeof goalline) => t.layout.header.sections.header?.settings;
    for (const other of others) {
      expect(goalline.theme.daisyTheme).not.toBe(other.theme.daisyTheme);
      expect(goalline.tenant.api.encryption).not.toBe(other.tenant.api.encryption);
      expect(header(goalline)).not.toEqual(header(other));
      expect(goalline.pages.home?.order).not.toEqual(other.pages.home?.order);
    }
    expect(sources.assets.goalline).toEqual(
      expect.arrayContaining(['logo.svg', 'favicon.svg', 'app-icon-192.png']),
    );
  });

  it('give jade stricter registration: email and payee name required, no mobile tab', () => {
    const saigonRules = registerFieldRules(buildTenant('saigon', sources).register);
    const jadeRules = registerFieldRules(buildTenant('jade', sources).register);
    expect(jadeRules.fields.email?.required).toBe(true);
    expect(jadeRules.fields.payeeName?.required).toBe(true);
    expect(jadeRules.fields.mobileNum?.enabled).toBe(false);
    expect(jadeRules.mobile.enabled).toBe(false);
    expect(jadeRules.fields.username?.patternId).not.toBe(saigonRules.fields.username?.patternId);
    expect(saigonRules.mobile.enabled).toBe(true);
  });
});
