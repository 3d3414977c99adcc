import { describe, expect, it } from 'vitest';
import { OPEN, PLAYER, sitePerTestFile } from './foreign-site.js';
import { RawClient, expectSuccess } from './raw-client.js';
import { signIn } from './sign-in.js';

const site = sitePerTestFile();

describe('request conventions of public clients', () => {
  it('a client sending `Language: en` and `language=en` reads the same English texts as `EN`', async () => {
    const lower = new RawClient(site(), OPEN, 'en');
    const upper = new RawClient(site(), OPEN, 'EN');
    const vietnamese = new RawClient(site(), OPEN, 'VI');

    const english = await upper.value({ path: '/wps/system/helpCenter' });
    const asSent = await lower.value({ path: '/wps/system/helpCenter', query: { language: 'en' } });

    expect(asSent).toEqual(english);
    expect(await vietnamese.value({ path: '/wps/system/helpCenter' })).not.toEqual(english);
  });

  it('`Authorization: <token>` without `Bearer` reads the member signed in', async () => {
    const client = new RawClient(site(), OPEN);
    const token = await signIn(client, PLAYER);

    const res = await client.send({ path: '/wps/member/info', token });

    expectSuccess(res);
    expect(res.envelope.value.account).toBe(PLAYER.username);
  });

  it('a dead token gets HTTP 401, after which the client calls again as a guest', async () => {
    const client = new RawClient(site(), OPEN);

    const dead = await client.send({
      path: '/wps/member/info',
      token: 'a0f3c9d2e1b4a5968778695a4b3c2d1e',
    });
    const guest = await client.send({ path: '/wps/system/status' });

    expect(dead.status).toBe(401);
    expect(dead.envelope.success).toBe(false);
    expectSuccess(guest);
  });

  it('the `X-Real-UA` header (base64 user agent) one client adds does not change the answer', async () => {
    const client = new RawClient(site(), OPEN);
    const userAgent = Buffer.from('Mozilla/5.0 (Linux; Android 14) Mobile').toString('base64');

    const res = await client.send({
      path: '/wps/system/status',
      headers: { 'x-real-ua': userAgent },
    });

    expectSuccess(res);
  });
});
