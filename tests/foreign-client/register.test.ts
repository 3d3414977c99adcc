import { describe, expect, it } from 'vitest';
import { OPEN, SEALED, sitePerTestFile } from './foreign-site.js';
import { RawClient, expectSuccess, type Json } from './raw-client.js';

const site = sitePerTestFile();

const NEW_PASSWORD = 'Passw0rd9';

/**
 * Draws a captcha and answers it. Its picture is pixels, so the answer comes from the mock's
 * development controls, which tell a caller the answer of its own latest captcha.
 */
async function captchaAnswer(client: RawClient): Promise<string> {
  const drawn = await client.send({ path: '/wps/captcha' });
  expectSuccess(drawn);
  expect(drawn.envelope.value).toMatch(/^data:image\/png;base64,/);
  const told = await client.send({ path: `/__dev/tenants/${client.tenant.code}/captcha` });
  expectSuccess(told);
  return told.envelope.value.answer as string;
}

describe('registration as public clients send it', () => {
  it('register settings: value.<field> is { acceptedPattern, minLength, maxLength, patternId } with numeric ids', async () => {
    const client = new RawClient(site(), OPEN);

    const value = await client.value({ path: '/wps/system/setting/register' });

    for (const field of ['username', 'password']) {
      const rule: Json = value[field];
      expect(rule, field).toBeTypeOf('object');
      expect(typeof rule.acceptedPattern, field).toBe('string');
      expect(typeof rule.minLength, field).toBe('number');
      expect(typeof rule.maxLength, field).toBe('number');
      expect(rule.minLength, field).toBeLessThanOrEqual(rule.maxLength);
    }
    expect(Number.isInteger(value.username.patternId)).toBe(true);
  });

  it('mobile client: PUT /wps/member/register/mobile with { mobile, password, captcha, referralCode, loginDeviceId } registers the number', async () => {
    const client = new RawClient(site(), OPEN);
    const register = async () =>
      client.send({
        method: 'PUT',
        path: '/wps/member/register/mobile',
        body: {
          mobile: '912340077',
          password: NEW_PASSWORD,
          captcha: await captchaAnswer(client),
          referralCode: '',
          loginDeviceId: client.deviceId,
        },
      });

    const first = await register();
    const again = await register();

    expectSuccess(first);
    expect(again.envelope.success).toBe(false);
    expect(again.envelope.message).toBe('mobile_num_exists');
  });

  it('PUT /wps/member/register/autoUsername is sent as plain JSON, even where other calls are sealed', async () => {
    const client = new RawClient(site(), SEALED);

    const value = await client.value({
      method: 'PUT',
      path: '/wps/member/register/autoUsername',
      body: {
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        loginDeviceId: client.deviceId,
      },
    });

    expect(typeof value.userName).toBe('string');
    expect(value.userName).not.toBe('');
  });
});
