import { describe, expect, it } from 'vitest';
import { tenantAssetUrl } from './tenant-asset-url.js';

describe('tenantAssetUrl', () => {
  it('serves an asset path under /tenant-assets/ with each segment URL-encoded', () => {
    expect(tenantAssetUrl('logo.svg')).toBe('/tenant-assets/logo.svg');
    expect(tenantAssetUrl('./banners/a b#1.png')).toBe('/tenant-assets/banners/a%20b%231.png');
  });

  it('keeps an http(s) URL and a path on this site as they are', () => {
    expect(tenantAssetUrl('https://cdn.example.com/hero.jpg')).toBe(
      'https://cdn.example.com/hero.jpg',
    );
    expect(tenantAssetUrl('/images/hero.jpg')).toBe('/images/hero.jpg');
  });

  it('never hands out a URL of another scheme or another host', () => {
    expect(tenantAssetUrl('javascript:alert(1)')).toBe('/tenant-assets/javascript%3Aalert(1)');
    expect(tenantAssetUrl('data:image/png;base64,AA')).toMatch(/^\/tenant-assets\//);
    expect(tenantAssetUrl('//evil.example/x.png')).toMatch(/^\/tenant-assets\//);
  });
});
