import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { TEST_ASSET } from './test-support/site-fixture.js';
import { siteAppPerFile } from './test-support/site-app.js';

const started = siteAppPerFile(
  (site) => {
    const asset = join(site.distDir, 'assets', TEST_ASSET.path);
    writeFileSync(`${asset}.br`, brotliCompressSync(TEST_ASSET.content));
    writeFileSync(`${asset}.gz`, gzipSync(TEST_ASSET.content));
  },
  { defaultTenant: 'saigon' },
);

const asset = (acceptEncoding?: string) =>
  started().app.inject({
    url: `/assets/${TEST_ASSET.path}`,
    headers: {
      host: 'localhost',
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
  });

describe('hashed runtime assets', () => {
  it('are sent as the brotli file written at build time to a browser that accepts br', async () => {
    const res = await asset('gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(TEST_ASSET.content);
    expect(res.headers['cache-control']).toMatch(
      /max-age=31536000.*immutable|immutable.*max-age=31536000/,
    );
  });

  it('are sent as the gzip file to a browser that accepts only gzip', async () => {
    const res = await asset('gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(TEST_ASSET.content);
  });

  it('are sent uncompressed to a client that accepts no encoding', async () => {
    const res = await asset();
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(TEST_ASSET.content);
  });
});
