import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocaleDictionary } from '@wl/tenant-config';
import { bundledDictionary } from '../testing/bundled-dictionaries.js';
import { testTenant } from '../testing/test-tenant.js';
import { changeLanguage } from './change-language.js';
import { getCurrentLanguage } from './active-i18n.js';
import { initI18n } from './init-i18n.js';

const served: Record<string, LocaleDictionary> = {
  '/locales/vi.json': bundledDictionary('VI'),
  '/locales/en.json': bundledDictionary('EN'),
  '/locales/cn.json': bundledDictionary('CN'),
  '/locales/th.json': { nav: { HOME: 'หน้าแรก' } },
};
let requested: string[] = [];

beforeEach(() => {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      requested.push(url);
      const body = served[url];
      return Promise.resolve(
        body === undefined
          ? new Response('not found', { status: 404 })
          : new Response(JSON.stringify(body), { status: 200 }),
      );
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('initI18n', () => {
  it('starts in the tenant default, loading the lower-case dictionary URL, and sets <html lang>', async () => {
    const i18n = await initI18n(testTenant());

    expect(requested).toEqual(['/locales/vi.json']);
    expect(i18n.language).toBe('VI');
    expect(i18n.t('nav.HOME')).toBe('Trang chủ');
    expect(document.documentElement.lang).toBe('vi');
  });

  it('uses the stored hisLang and a custom dictionary URL template', async () => {
    localStorage.setItem('hisLang', 'CN');
    const i18n = await initI18n(testTenant(), { backendLoadPath: '/locales/{{lng}}.json?v=2' });

    expect(requested[0]).toBe('/locales/cn.json?v=2');
    expect(i18n.language).toBe('CN');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('an unbundled language shows the tenant strings it has and English for the rest', async () => {
    localStorage.setItem('hisLang', 'TH');
    const i18n = await initI18n(
      testTenant({ languages: { default: 'VI', enabled: ['VI', 'TH'] } }),
    );

    expect(i18n.language).toBe('TH');
    expect(i18n.t('nav.HOME')).toBe('หน้าแรก');
    expect(i18n.t('header.login')).toBe('Log in');
    expect(requested).toContain('/locales/en.json');
  });

  it('asks again for a dictionary the server failed to give (5xx), not for one it lacks (4xx)', async () => {
    const serve = vi.mocked(fetch).getMockImplementation()!;
    let busy = 1;
    vi.mocked(fetch).mockImplementation((url) => {
      if (url !== '/locales/vi.json' || busy-- <= 0) return serve(url);
      requested.push(url);
      return Promise.resolve(new Response('busy', { status: 503 }));
    });
    localStorage.setItem('hisLang', 'KO');
    const i18n = await initI18n(
      testTenant({ languages: { default: 'VI', enabled: ['VI', 'KO'] } }),
    );

    expect(requested.filter((url) => url === '/locales/ko.json')).toHaveLength(1);
    expect(requested.filter((url) => url === '/locales/vi.json')).toHaveLength(2);
    expect(i18n.t('header.login')).toBe('Log in');
    await i18n.changeLanguage('VI');
    expect(i18n.t('nav.HOME')).toBe('Trang chủ');
  });
});

describe('changeLanguage', () => {
  it('stores hisLang, clears the hot-games cache, switches strings and <html lang>', async () => {
    const i18n = await initI18n(testTenant());
    sessionStorage.setItem('HOT_GAMES', '[{"gameCode":"x"}]');
    sessionStorage.setItem('gameVendor', '[]');

    await changeLanguage('EN');

    expect(localStorage.getItem('hisLang')).toBe('EN');
    expect(sessionStorage.getItem('HOT_GAMES')).toBeNull();
    expect(sessionStorage.getItem('gameVendor')).toBe('[]');
    expect(i18n.t('nav.HOME')).toBe('Home');
    expect(getCurrentLanguage()).toBe('EN');
    expect(document.documentElement.lang).toBe('en');
  });

  it('refuses a language the tenant does not offer and keeps everything as it was', async () => {
    await initI18n(testTenant({ languages: { default: 'VI', enabled: ['VI', 'EN'] } }));
    sessionStorage.setItem('HOT_GAMES', '[]');

    await expect(changeLanguage('CN')).rejects.toThrow(/not enabled/);

    expect(localStorage.getItem('hisLang')).toBeNull();
    expect(sessionStorage.getItem('HOT_GAMES')).toBe('[]');
    expect(getCurrentLanguage()).toBe('VI');
  });
});
