import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from './test-support/loopback.js';
import { startProxySite, type ProxySite } from './test-support/proxy-site.js';
import { startUpstream, type UpstreamFixture } from './test-support/upstream-fixture.js';

let upstream: UpstreamFixture;
let site: ProxySite;

beforeAll(async () => {
  upstream = await startUpstream((app) => {
    app.get('/wps/captcha/image', (_request, reply) =>
      reply
        .header('set-cookie', [
          'captchaId=c-42; Domain=127.0.0.1; Path=/; HttpOnly',
          'lb=node-3; domain=.backend.example.com; Secure; SameSite=Lax',
        ])
        .send({ success: true, message: null, value: '<svg/>' }),
    );
    app.post('/wps/session/login', (request, reply) =>
      reply.send({ success: true, message: null, value: request.headers.cookie ?? null }),
    );
  });
  site = await startProxySite(upstream.origin);
});

afterAll(async () => {
  await site.close();
  await upstream.close();
});

describe('cookies between the browser and the upstream', () => {
  it("passes the upstream's Set-Cookie back as cookies of the site's own host", async () => {
    const answer = await rawRequest(site.port, '/wps/captcha/image', {
      headers: { host: site.host },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['set-cookie']).toEqual([
      'captchaId=c-42; Path=/; HttpOnly',
      'lb=node-3; Secure; SameSite=Lax',
    ]);
  });

  it("sends the upstream its captchaId cookie and none of the app's own cookies", async () => {
    const answer = await rawRequest(site.port, '/wps/session/login', {
      method: 'POST',
      headers: {
        host: site.host,
        cookie:
          'rememberUsername=player.one; captchaId=c-42; language=vi; consent=all; lb=node-3; CaptchaId=forged',
        'content-type': 'application/json',
      },
      body: '{"captcha":"AB12"}',
    });
    expect(JSON.parse(answer.body)).toEqual({
      success: true,
      message: null,
      value: 'captchaId=c-42',
    });
  });

  it('sends no Cookie header when the browser has only cookies of the app', async () => {
    const answer = await rawRequest(site.port, '/wps/session/login', {
      method: 'POST',
      headers: {
        host: site.host,
        cookie: 'rememberUsername=player.one; language=vi',
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(JSON.parse(answer.body)).toEqual({ success: true, message: null, value: null });
  });
});
