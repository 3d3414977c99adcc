import { describe, expect, it } from 'vitest';
import { minimalOverride, updatedOverride } from './minimal-override.js';

const base = {
  daisyTheme: 'light',
  colors: { primary: '#2563eb', secondary: '#7c3aed' },
  logo: 'logo.svg',
  app: { icons: { icon192: 'a.png' } },
};

describe('the smallest override', () => {
  it('keeps only what differs, key by key in objects, whole arrays and values', () => {
    expect(minimalOverride(base, base)).toBeUndefined();
    expect(
      minimalOverride(base, { ...base, colors: { ...base.colors, primary: '#000000' } }),
    ).toEqual({ colors: { primary: '#000000' } });
    expect(minimalOverride({ order: ['a', 'b'] }, { order: ['b', 'a'] })).toEqual({
      order: ['b', 'a'],
    });
    expect(minimalOverride(undefined, { a: 1 })).toEqual({ a: 1 });
  });

  it("keeps an author's own keys and their order, even where they repeat _default", () => {
    const own = { logo: 'logo.svg', daisyTheme: 'dark', colors: { secondary: '#7c3aed' } };
    const value = {
      ...base,
      daisyTheme: 'dark',
      colors: { primary: '#111111', secondary: '#7c3aed' },
    };
    expect(JSON.stringify(updatedOverride(own, base, value))).toBe(
      JSON.stringify({
        logo: 'logo.svg',
        daisyTheme: 'dark',
        colors: { secondary: '#7c3aed', primary: '#111111' },
      }),
    );
  });

  it('drops an own key set back to what _default says', () => {
    const own = { daisyTheme: 'dark' };
    expect(updatedOverride(own, base, base)).toBeUndefined();
  });
});
