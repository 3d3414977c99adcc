import { describe, expect, it } from 'vitest';
import type { Banner } from '@wl/core';
import { bannerImageSrc, bannerTarget } from './banner-target.js';

const banner = (overrides: Partial<Banner>): Banner => ({
  bannerId: 1,
  groupName: 'w_home',
  title: 'Welcome',
  url: '/images/banners/welcome.jpg',
  linkageType: 'NONE',
  externalLink: null,
  linkage: null,
  sort: 0,
  ...overrides,
});

describe('bannerTarget', () => {
  it('opens an http(s) page for a URL banner, and nothing for any other scheme', () => {
    expect(
      bannerTarget(banner({ linkageType: 'URL', externalLink: 'https://blog.example.com/tips' })),
    ).toEqual({ kind: 'external', href: 'https://blog.example.com/tips' });
    expect(
      bannerTarget(banner({ linkageType: 'URL', externalLink: 'javascript:alert(1)' })),
    ).toEqual({ kind: 'none' });
  });

  it('goes to a known route for a ROUTE banner, and nowhere for an unknown address', () => {
    expect(bannerTarget(banner({ linkageType: 'ROUTE', linkage: '/live' }))).toEqual({
      kind: 'route',
      to: '/live',
    });
    expect(bannerTarget(banner({ linkageType: 'ROUTE', linkage: '/nowhere' }))).toEqual({
      kind: 'none',
    });
    expect(bannerTarget(banner({ linkageType: 'ROUTE', linkage: '//evil.example/live' }))).toEqual({
      kind: 'none',
    });
  });

  it('opens the promotions page for a PROMOTION banner', () => {
    expect(bannerTarget(banner({ linkageType: 'PROMOTION', linkage: '501' }))).toEqual({
      kind: 'route',
      to: '/promotions',
    });
  });

  it('does not link a GAME banner, which lacks what a launch needs', () => {
    expect(bannerTarget(banner({ linkageType: 'GAME', linkage: 'PG/mahjong-ways' }))).toEqual({
      kind: 'none',
    });
  });
});

describe('bannerImageSrc', () => {
  it('loads site paths and http(s) images only', () => {
    expect(bannerImageSrc(banner({}))).toBe('/images/banners/welcome.jpg');
    expect(bannerImageSrc(banner({ url: 'https://cdn.example.com/a.jpg' }))).toBe(
      'https://cdn.example.com/a.jpg',
    );
    expect(bannerImageSrc(banner({ url: '//cdn.example.com/a.jpg' }))).toBeUndefined();
    expect(bannerImageSrc(banner({ url: 'data:image/svg+xml,<svg/>' }))).toBeUndefined();
    expect(bannerImageSrc(banner({ url: null }))).toBeUndefined();
  });
});
