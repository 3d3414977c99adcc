import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { listenOnLoopback } from './test-support/loopback.js';
import { siteAppPerFile } from './test-support/site-app.js';

const started = siteAppPerFile();

/** Signs player.one in on saigon (SGN01) and answers the token. */
async function saigonToken(): Promise<string> {
  const login = await started().app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: { host: 'saigon.localhost', merchant: 'SGN01', 'content-type': 'application/json' },
    payload: { type: 'username', username: 'player.one', password: 'Passw0rd!' },
  });
  expect(login.json(), login.body).toMatchObject({ success: true });
  return login.json<{ value: { token: string } }>().value.token;
}

describe('the mock behind the site server answers for the tenant the Host names', () => {
  it("refuses a saigon token on jade's host as a dead token, whatever Merchant the browser sends", async () => {
    const token = await saigonToken();
    const own = await started().app.inject({
      url: '/wps/member/info',
      headers: { host: 'saigon.localhost', merchant: 'SGN01', authorization: token },
    });
    expect(own.json()).toMatchObject({ success: true, value: { username: 'player.one' } });

    for (const merchant of ['SGN01', 'sgn01', 'JADE01']) {
      const res = await started().app.inject({
        url: '/wps/member/info',
        headers: { host: 'jade.localhost', merchant, authorization: token },
      });
      expect(res.statusCode, merchant).toBe(401);
      expect(res.json()).toMatchObject({ success: false, value: null });
      expect(res.body).not.toContain('player.one');
    }
  });

  it("answers a call with another tenant's Merchant for the Host's tenant", async () => {
    // Jade asks for a captcha at every sign-in; saigon does not.
    const loginInfo = async (host: string, merchant: string) =>
      (
        await started().app.inject({ url: '/wps/system/loginInfo', headers: { host, merchant } })
      ).json<{
        value: { captchaRequired: boolean };
      }>().value.captchaRequired;
    expect(await loginInfo('saigon.localhost', 'SGN01')).toBe(false);
    expect(await loginInfo('jade.localhost', 'JADE01')).toBe(true);
    expect(await loginInfo('jade.localhost', 'SGN01')).toBe(true);
    expect(await loginInfo('saigon.localhost', 'JADE01')).toBe(false);
  });

  it('refuses a call on a host that serves no tenant, whatever Merchant it sends', async () => {
    const res = await started().app.inject({
      url: '/wps/system/status',
      headers: { host: 'nobody.example.com', merchant: 'SGN01' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'request_param_err',
      msg: 'request_param_err',
      errorCode: 'request_param_err',
      value: null,
    });
  });

  it("signs the event socket in only with a token of the Host's tenant", async () => {
    const token = await saigonToken();
    const port = await listenOnLoopback(started().app);
    const closeCode = (host: string, merchant: string) =>
      new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/wps/events?merchant=${merchant}`, {
          headers: { host },
        });
        socket.once('error', reject);
        socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
        socket.once('message', () => socket.close(1000));
        socket.once('close', (code: number) => resolve(code));
      });
    expect(await closeCode('saigon.localhost', 'SGN01')).toBe(1000);
    expect(await closeCode('jade.localhost', 'SGN01')).toBe(4401);
  });
});
