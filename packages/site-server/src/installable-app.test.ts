import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WebAppManifest } from './installable-app/web-app-manifest.js';
import { siteAppPerFile } from './test-support/site-app.js';
import { REPO_TENANTS_DIR } from './test-support/site-fixture.js';

const DEFAULT_ICON = readFileSync(join(REPO_TENANTS_DIR, '_default/assets/app-icon-192.png'));

const WORKER = 'self.addEventListener("fetch", () => undefined);\n';

const started = siteAppPerFile((site) => {
  writeFileSync(join(site.distDir, 'sw.js'), WORKER);
  // A tenant that sets nothing of the app: it inherits _default's icons, under its own name.
  site.writeTenant('plain', {
    'tenant.json': { merchantCode: 'PLAIN01', displayName: 'Plain Play' },
  });
});
const devStarted = siteAppPerFile((site) => writeFileSync(join(site.distDir, 'sw.js'), WORKER), {
  devControls: true,
});

const get = (url: string, host: string) => started().app.inject({ url, headers: { host } });

async function manifestOf(host: string): Promise<WebAppManifest> {
  const res = await get('/manifest.webmanifest', host);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
  return res.json<WebAppManifest>();
}

describe('web app manifest', () => {
  it("names, colours and opens each tenant's own app", async () => {
    const saigon = await manifestOf('saigon.localhost:8080');
    expect(saigon).toMatchObject({
      name: 'Saigon Royal',
      short_name: 'Saigon Royal',
      lang: 'vi',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#d4af37',
      background_color: '#1c1917',
    });
    const jade = await manifestOf('jade.example.com');
    expect(jade).toMatchObject({
      name: 'Jade Palace',
      lang: 'en',
      theme_color: '#047857',
      background_color: '#ffffff',
    });
  });

  it('lists 192 and 512 icons and a maskable one, each served as a PNG of its host', async () => {
    for (const host of ['saigon.localhost', 'jade.localhost']) {
      const { icons } = await manifestOf(host);
      expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
      for (const icon of icons) {
        const res = await get(icon.src, host);
        expect(res.statusCode, `${host} ${icon.src}`).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        const size = Number(icon.sizes.split('x')[0]);
        // PNG header: width and height are big-endian at bytes 16 and 20.
        expect(res.rawPayload.readUInt32BE(16)).toBe(size);
        expect(res.rawPayload.readUInt32BE(20)).toBe(size);
      }
    }
    // Each demo tenant has icons of its own, not _default's.
    const saigonIcon = (await manifestOf('saigon.localhost')).icons[0]?.src ?? '';
    expect((await get(saigonIcon, 'saigon.localhost')).rawPayload).not.toEqual(DEFAULT_ICON);
  });

  it("gives a tenant without its own app block _default's icons under its own name", async () => {
    const plain = await manifestOf('plain.localhost');
    expect(plain).toMatchObject({ name: 'Plain Play', short_name: 'Plain Play' });
    const icon = plain.icons[0]?.src ?? '';
    const own = await get(icon, 'plain.localhost');
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload).toEqual(DEFAULT_ICON);
  });

  it('is not answered for a host no tenant serves', async () => {
    const res = await get('/manifest.webmanifest', 'nobody.example.com');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Unknown site');
  });

  it('is linked from every page with the theme colour and the iOS home-screen icon', async () => {
    const html = (await get('/', 'saigon.localhost')).body;
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain('<meta name="theme-color" content="#d4af37">');
    expect(html).toContain('<link rel="apple-touch-icon" href="/tenant-assets/app-icon-192.png">');
    expect(html).toContain('<meta name="wl:service-worker" content="/sw.js">');
  });
});

describe('service worker', () => {
  it('is served from the build, re-checked on every visit', async () => {
    const res = await get('/sw.js', 'saigon.localhost');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(WORKER);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // It works at the root scope, so it needs no Service-Worker-Allowed.
    expect(res.headers['service-worker-allowed']).toBeUndefined();
  });

  it('is neither served nor announced when the server runs with the dev flag', async () => {
    const { app } = devStarted();
    const worker = await app.inject({ url: '/sw.js', headers: { host: 'saigon.localhost' } });
    expect(worker.statusCode).toBe(404);
    const page = await app.inject({ url: '/', headers: { host: 'saigon.localhost' } });
    expect(page.body).not.toContain('wl:service-worker');
    expect(page.body).toContain('<link rel="manifest"');
  });
});

describe('offline page', () => {
  it("is the tenant's, in its default language, with its logo inlined and a way back", async () => {
    const saigon = await get('/offline.html', 'saigon.localhost');
    expect(saigon.statusCode).toBe(200);
    expect(saigon.headers['content-type']).toMatch(/^text\/html/);
    expect(saigon.body).toContain('<html lang="vi"');
    expect(saigon.body).toContain('Bạn đang ngoại tuyến');
    expect(saigon.body).toContain('Saigon Royal cần kết nối internet');
    expect(saigon.body).toMatch(/<img src="data:image\/svg\+xml;base64,[^"]+" alt="Saigon Royal">/);
    expect(saigon.body).toContain('<a href="">Thử lại</a>');
    expect(saigon.body).not.toContain('<script');

    const jade = await get('/offline.html', 'jade.localhost');
    expect(jade.body).toContain('You are offline');
    expect(jade.body).toContain('background:#ffffff');
  });
});
