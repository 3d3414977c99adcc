import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from './test-support/loopback.js';
import { startProxySite, type ProxySite } from './test-support/proxy-site.js';
import { startUpstream, type UpstreamFixture } from './test-support/upstream-fixture.js';

let upstream: UpstreamFixture;
let site: ProxySite;

beforeAll(async () => {
  upstream = await startUpstream((app) => {
    app.get('/wps/page', (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('set-cookie', 'sid=1; Path=/')
        .send('<script>alert(document.cookie)</script>'),
    );
    app.get('/wps/moved', (_request, reply) => reply.redirect('https://evil.example.com/', 302));
    app.get('/lgw/text', (_request, reply) => reply.type('text/plain').send('ok'));
    app.get('/lotto/bare', (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200);
      reply.raw.end('{"success":true}');
    });
    app.get('/wps/problem', (_request, reply) =>
      reply.code(422).type('application/problem+json').send('{"title":"bad"}'),
    );
    app.get('/js/encrypt.js', (_request, reply) =>
      reply.type('text/html').send('<html>login</html>'),
    );
  });
  site = await startProxySite(upstream.origin);
});

afterAll(async () => {
  await site.close();
  await upstream.close();
});

const get = (path: string) => rawRequest(site.port, path, { headers: { host: site.host } });

describe('only JSON (and the encrypt script) comes back from the upstream', () => {
  it.each(['/wps/page', '/wps/moved', '/lgw/text', '/lotto/bare', '/js/encrypt.js'])(
    '%s → 502 system error, none of the upstream answer passed on',
    async (path) => {
      const answer = await get(path);
      expect(answer.status).toBe(502);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers).not.toHaveProperty('location');
      expect(answer.headers).not.toHaveProperty('set-cookie');
      expect(JSON.parse(answer.body)).toEqual({
        success: false,
        message: 'system error',
        msg: 'system error',
        errorCode: 'system error',
        value: null,
      });
    },
  );

  it('passes a JSON media type with a suffix, status and all', async () => {
    const answer = await get('/wps/problem');
    expect(answer.status).toBe(422);
    expect(answer.body).toBe('{"title":"bad"}');
  });
});
