import { describe, expect, it } from 'vitest';
import { OPEN, PLAYER, sitePerTestFile } from './foreign-site.js';
import { RawClient, expectSuccess } from './raw-client.js';
import { signIn } from './sign-in.js';

const site = sitePerTestFile();

describe('login and logout as public clients send them', () => {
  it('mobile client: a login carrying its loginDeviceId reads token, id, userName, customerType, firstTimeLogin, passwordExpired', async () => {
    const client = new RawClient(site(), OPEN);

    const value = await client.value({
      method: 'POST',
      path: '/wps/session/login',
      body: {
        type: 'username',
        username: PLAYER.username,
        password: PLAYER.password,
        loginDeviceId: client.deviceId,
      },
    });

    expect(value.token, 'value.token').toMatch(/\S/);
    expect(value.id, 'value.id').toBeDefined();
    expect(Number.isInteger(Number(value.id)), 'value.id is a number').toBe(true);
    expect(value.userName, 'value.userName').toBe(PLAYER.username);
    expect(value.customerType, 'value.customerType').toBeDefined();
    expect(Number.isInteger(Number(value.customerType)), 'value.customerType').toBe(true);
    expect(value.firstTimeLogin, 'value.firstTimeLogin').toBeTypeOf('boolean');
    expect(value.passwordExpired, 'value.passwordExpired').toBeTypeOf('boolean');
  });

  it('after repeated wrong passwords the client reads value.captcha and shows a captcha', async () => {
    const client = new RawClient(site(), OPEN);
    const attempt = () =>
      client.send({
        method: 'POST',
        path: '/wps/session/login',
        body: {
          type: 'username',
          username: 'player.two',
          password: 'Wrong123',
          loginDeviceId: client.deviceId,
        },
      });

    const answers = [await attempt(), await attempt(), await attempt()];

    for (const answer of answers) expect(answer.envelope.success).toBe(false);
    expect(answers.at(-1)?.envelope.value?.captcha, 'value.captcha').toBeTruthy();
  });

  it('desktop site: DELETE /wps/session/logout ends the session', async () => {
    const client = new RawClient(site(), OPEN);
    const token = await signIn(client, PLAYER);

    expectSuccess(await client.send({ method: 'DELETE', path: '/wps/session/logout', token }));

    expect((await client.send({ path: '/wps/member/info', token })).status).toBe(401);
  });

  it('mobile client: POST /wps/session/logout ends the session', async () => {
    const client = new RawClient(site(), OPEN);
    const token = await signIn(client, PLAYER);

    expectSuccess(await client.send({ method: 'POST', path: '/wps/session/logout', token }));

    expect((await client.send({ path: '/wps/member/info', token })).status).toBe(401);
  });
});
