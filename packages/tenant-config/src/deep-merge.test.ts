import { describe, expect, it } from 'vitest';
import { deepMerge } from './deep-merge.js';

describe('deepMerge', () => {
  it('merges objects key by key, at every depth', () => {
    const base = { theme: { colors: { primary: '#111', secondary: '#222' }, logo: 'logo.svg' } };
    expect(deepMerge(base, { theme: { colors: { primary: '#d4af37' } } })).toEqual({
      theme: { colors: { primary: '#d4af37', secondary: '#222' }, logo: 'logo.svg' },
    });
  });

  it('replaces arrays whole instead of merging them', () => {
    expect(deepMerge({ header: ['HOME', 'PROMO', 'LIVE'] }, { header: ['LIVE'] })).toEqual({
      header: ['LIVE'],
    });
  });

  it('replaces scalars, null included, and keeps the base where the override is silent', () => {
    const base = {
      api: { upstream: 'https://up.example', encryption: 'none' },
      displayName: 'Base',
    };
    expect(deepMerge(base, { api: { upstream: null }, displayName: 'Jade' })).toEqual({
      api: { upstream: null, encryption: 'none' },
      displayName: 'Jade',
    });
  });

  it('lets a scalar replace an object (a register field switched off with false)', () => {
    expect(deepMerge({ mobileNum: { type: 'string' } }, { mobileNum: false })).toEqual({
      mobileNum: false,
    });
  });

  it('leaves both inputs untouched', () => {
    const base = { a: { b: [1] } };
    const override = { a: { c: 2 } };
    const merged = deepMerge<Record<string, unknown>>(base, override);
    (merged.a as { b: number[] }).b.push(9);
    expect(base).toEqual({ a: { b: [1] } });
    expect(override).toEqual({ a: { c: 2 } });
  });

  it('does not let a "__proto__" key change prototypes', () => {
    const merged = deepMerge({}, JSON.parse('{"__proto__": {"polluted": true}}')) as Record<
      string,
      unknown
    >;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(merged.polluted).toBeUndefined();
  });
});
