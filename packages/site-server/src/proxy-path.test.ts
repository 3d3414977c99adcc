import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rawRequest } from './test-support/loopback.js';
import { startProxySite, type ProxySite } from './test-support/proxy-site.js';
import { startUpstream, type UpstreamFixture } from './test-support/upstream-fixture.js';

let upstream: UpstreamFixture;
let site: ProxySite;

beforeAll(async () => {
  upstream = await startUpstream();
  site = await startProxySite(`${upstream.origin}/api`);
});

beforeEach(() => {
  upstream.seen.length = 0;
});

afterAll(async () => {
  await site.close();
  await upstream.close();
});

const get = (path: string) => rawRequest(site.port, path, { headers: { host: site.host } });

describe('backend paths stay under the prefix they arrived on', () => {
  it.each([
    '/wps/%2E%2E/%2e%2e/root-secret',
    '/wps/%2e%2e/%2e%2e/%2e%2e/root-secret',
    '/lgw/../../x',
    '/lotto/..%5C..%5Croot-secret',
    '/wps/..\\..\\root-secret',
    '/wps/.%2e/.%2E/root-secret',
    '/wps/%2e%2e%2froot-secret',
    '/wps/a%5c..%5c..%5c..%5croot-secret',
    '/wps/../js/encrypt.js',
    '/lgw/%zz/status',
    '/wps/a%00b',
  ])('%s → 400 request_param_err, nothing reaches the upstream', async (path) => {
    const answer = await get(path);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      success: false,
      message: 'request_param_err',
      msg: 'request_param_err',
      errorCode: 'request_param_err',
      value: null,
    });
    expect(upstream.seen).toEqual([]);
  });

  it('resolves dot segments that stay inside and keeps the query as sent', async () => {
    const answer = await get('/wps/member/./x/../info?token=a%2Fb&lang=vi');
    expect(answer.status).toBe(200);
    expect(upstream.seen.map((request) => request.url)).toEqual([
      '/api/wps/member/info?token=a%2Fb&lang=vi',
    ]);
  });

  it('keeps the upstream base path as the prefix of every call', async () => {
    await get('/lotto/lgw/games/opened/numero');
    await get('/js/encrypt.js');
    expect(upstream.seen.map((request) => request.url)).toEqual([
      '/api/lotto/lgw/games/opened/numero',
      '/api/js/encrypt.js',
    ]);
  });
});
