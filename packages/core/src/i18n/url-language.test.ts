import { describe, expect, it, vi } from 'vitest';
import { adoptLanguageFromUrl } from './url-language.js';
import { resolveInitialLanguage } from './resolve-initial-language.js';

const tenant = {
  languages: { default: 'VI' as const, enabled: ['VI' as const, 'EN' as const, 'CN' as const] },
};

function visit(href: string) {
  const stored = new Map<string, string>();
  const storage = {
    setItem: (key: string, value: string) => void stored.set(key, value),
    getItem: (key: string) => stored.get(key) ?? null,
  };
  const replaceState = vi.fn();
  const adopted = adoptLanguageFromUrl(tenant, { href }, storage, { replaceState, state: null });
  const address = replaceState.mock.calls[0]?.[2] as string | undefined;
  return { adopted, address, starts: resolveInitialLanguage(tenant, storage) };
}

describe('a language in the address (?lang=)', () => {
  it('starts the site in that language, remembers it and leaves the address bar', () => {
    const { adopted, address, starts } = visit('https://s.example.com/promotions?lang=en&x=1#top');
    expect(adopted).toBe('EN');
    expect(starts).toBe('EN');
    expect(address).toBe('/promotions?x=1#top');
  });

  it('is ignored when the tenant does not enable it (the parameter still goes)', () => {
    const { adopted, address, starts } = visit('https://s.example.com/?lang=JA');
    expect(adopted).toBeNull();
    expect(starts).toBe('VI');
    expect(address).toBe('/');
  });

  it('leaves an address without one alone', () => {
    const { adopted, address, starts } = visit('https://s.example.com/help');
    expect(adopted).toBeNull();
    expect(address).toBeUndefined();
    expect(starts).toBe('VI');
  });
});
