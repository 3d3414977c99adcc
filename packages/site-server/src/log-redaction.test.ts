import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSiteServer } from './build-site-server.js';
import { redactedUrl } from './log-redaction.js';
import { createSiteFixture } from './test-support/site-fixture.js';

const fixture = createSiteFixture();
afterAll(() => fixture.remove());

/** A site server logging at info into memory. */
function loggedSite() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const app = buildSiteServer({
    tenantsDir: fixture.tenantsDir,
    distDir: fixture.distDir,
    mock: true,
    devControls: false,
    logger: { level: 'info', stream },
  });
  return { app, log: () => lines.join('') };
}

describe('tokens never reach the log', () => {
  it('logs a token in the query as [redacted]', async () => {
    const { app, log } = loggedSite();
    await app.inject({
      url: '/wps/system/status?token=tok-secret-1&lang=vi',
      headers: { host: 'jade.localhost', merchant: 'JADE01', authorization: 'Bearer tok-secret-2' },
    });
    await app.close();
    expect(log()).toContain('/wps/system/status?token=[redacted]&lang=vi');
    expect(log()).not.toContain('tok-secret');
  });

  it('censors Authorization and Cookie wherever request headers are logged', async () => {
    const { app, log } = loggedSite();
    app.get('/__probe', (request, reply) => {
      request.log.info({ headers: request.headers }, 'probe');
      return reply.send('ok');
    });
    await app.inject({
      url: '/__probe',
      headers: { authorization: 'Bearer tok-secret-3', cookie: 'captchaId=tok-secret-4' },
    });
    await app.close();
    expect(log()).toContain('"authorization":"[redacted]"');
    expect(log()).not.toContain('tok-secret');
  });

  it('redacts every token parameter, whatever its case, and leaves others', () => {
    expect(redactedUrl('/lgw/launch?game=1&Token=a&access_token=b#x')).toBe(
      '/lgw/launch?game=1&Token=[redacted]&access_token=[redacted]#x',
    );
    expect(redactedUrl('/wps/x?tokens=1&mytoken=2')).toBe('/wps/x?tokens=1&mytoken=2');
  });
});
