import { describe, expect, it } from 'vitest';
import { pickCdn, resolveOnCdn } from './cdn.js';

describe('pickCdn', () => {
  it('picks one host at random and keeps it for the page', () => {
    const hosts = ['https://a.example', 'https://b.example', 'https://c.example'];
    expect(pickCdn(hosts, () => 0.5)).toBe('https://b.example');
    expect(pickCdn(hosts, () => 0.99)).toBe('https://b.example');
    expect(pickCdn(['https://x.example', 'https://y.example'], () => 0.99)).toBe(
      'https://y.example',
    );
    expect(pickCdn([])).toBeUndefined();
  });
});

describe('resolveOnCdn', () => {
  const origin = 'https://site.example';
  it('puts a relative address under the host, keeps absolute http(s) ones', () => {
    expect(resolveOnCdn('/img/pg.png', 'https://cdn.example/assets/', origin)).toBe(
      'https://cdn.example/assets/img/pg.png',
    );
    expect(resolveOnCdn('img/pg.png', '/', origin)).toBe('https://site.example/img/pg.png');
    expect(resolveOnCdn('https://game.example/x', 'https://cdn.example', origin)).toBe(
      'https://game.example/x',
    );
  });
  it('refuses anything that is not http(s)', () => {
    expect(resolveOnCdn('javascript:alert(1)', '/', origin)).toBeUndefined();
    expect(resolveOnCdn('data:text/html,x', undefined, origin)).toBeUndefined();
  });
});
