import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { boundQuery } from './proxy-merchant.js';
import { rawRequest } from './test-support/loopback.js';
import { startProxySite, type ProxySite } from './test-support/proxy-site.js';
import { startUpstream, type UpstreamFixture } from './test-support/upstream-fixture.js';

let upstream: UpstreamFixture;
let site: ProxySite;

beforeAll(async () => {
  upstream = await startUpstream();
  site = await startProxySite(upstream.origin);
});

beforeEach(() => {
  upstream.seen.length = 0;
});

afterAll(async () => {
  await site.close();
  await upstream.close();
});

describe("the upstream hears the Host's merchant, never the browser's", () => {
  it('replaces a Merchant header naming another merchant, in any letter case', async () => {
    for (const name of ['Merchant', 'merchant', 'MERCHANT']) {
      const answer = await rawRequest(site.port, '/wps/member/info', {
        headers: { host: site.host, [name]: 'SGN01', authorization: 'saigon-token' },
      });
      expect(answer.status).toBe(200);
    }
    expect(upstream.seen.map((request) => request.headers.merchant)).toEqual([
      'REAL01',
      'REAL01',
      'REAL01',
    ]);
  });

  it('sends the merchant of the site when the browser sends none', async () => {
    await rawRequest(site.port, '/wps/system/status', { headers: { host: site.host } });
    expect(upstream.seen[0]?.headers.merchant).toBe('REAL01');
  });

  it("puts the site's merchant in the query parameters that name one, the rest as sent", async () => {
    const answer = await rawRequest(
      site.port,
      '/wps/relay/GCSGAME_gameList?merchant=SGN01&pageNo=1&gameName=Ma%20hjong+Ways&merchant_code=SGN01&MerchantCode=X&merch%61nt=SGN01',
      { headers: { host: site.host, merchant: 'SGN01' } },
    );
    expect(answer.status).toBe(200);
    expect(upstream.seen[0]?.url).toBe(
      '/wps/relay/GCSGAME_gameList?merchant=REAL01&pageNo=1&gameName=Ma%20hjong+Ways&merchant_code=REAL01&MerchantCode=REAL01&merch%61nt=REAL01',
    );
  });
});

describe('boundQuery', () => {
  it('is empty without a query and keeps parameters that do not decode', () => {
    expect(boundQuery('/wps/system/status', 'REAL01')).toBe('');
    expect(boundQuery('/wps/x?a=%E0%A4%A&merchant', 'REAL01')).toBe('a=%E0%A4%A&merchant=REAL01');
  });
});
