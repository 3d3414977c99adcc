import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inlinedConfig } from './test-support/site-fixture.js';
import { siteAppPerFile } from './test-support/site-app.js';

const started = siteAppPerFile(undefined, { defaultTenant: 'saigon' });

const get = (url: string, acceptEncoding?: string) =>
  started().app.inject({
    url,
    headers: {
      host: 'localhost',
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
  });

describe('index.html', () => {
  it('is sent brotli-compressed to a browser that accepts br, gzip to one that accepts gzip', async () => {
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(inlinedConfig(plain.body)).toMatchObject({ code: 'saigon' });

    const br = await get('/', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get('/', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});

describe('/locales', () => {
  it('sends the dictionary compressed to a browser that accepts br or gzip', async () => {
    const plain = await get('/locales/en.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const dictionary = plain.json<Record<string, unknown>>();
    expect(Object.keys(dictionary).length).toBeGreaterThan(0);

    const br = await get('/locales/en.json', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(dictionary);

    const gzip = await get('/locales/en.json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(dictionary);
  });

  it('does not compress backend answers', async () => {
    const res = await started().app.inject({
      url: '/wps/system/status',
      headers: { host: 'localhost', merchant: 'SGN01', 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
