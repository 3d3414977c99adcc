import { randomInt } from 'node:crypto';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { OPEN, PLAYER, SEALED, sitePerTestFile, type ForeignTenant } from './foreign-site.js';
import { RawClient } from './raw-client.js';

const site = sitePerTestFile();

const KEY_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A session client's legacy seal, from what it is known to do: fetch the backend's RSA public key
 * as text, draw a random 16-character string, DES-ECB the JSON under its first 8 bytes (PKCS#7,
 * base64), and seal the string with RSA PKCS#1 v1.5 (hex).
 */
async function legacySeal(client: RawClient, payload: unknown) {
  const keyAnswer = await client.send({
    path: '/wps/session/key/rsa',
    query: { _: Date.now() },
    headers: { accept: '*/*' },
  });
  expect(keyAnswer.status).toBe(200);
  const publicKey = forge.pki.publicKeyFromPem(keyAnswer.text);
  const keyText = Array.from({ length: 16 }, () => KEY_CHARACTERS[randomInt(62)]).join('');
  const cipher = forge.cipher.createCipher('DES-ECB', keyText.slice(0, 8));
  cipher.start();
  cipher.update(forge.util.createBuffer(JSON.stringify(payload), 'utf8'));
  cipher.finish();
  return {
    des: forge.util.encode64(cipher.output.getBytes()),
    rsa: forge.util.bytesToHex(publicKey.encrypt(keyText, 'RSAES-PKCS1-V1_5')),
    publicKeyText: keyAnswer.text,
  };
}

const LOGIN = {
  username: PLAYER.username,
  password: PLAYER.password,
  captcha: '',
  type: '1',
  isOfficialAppLogin: false,
};

// Sealing runs RSA in plain JavaScript, slow on a busy machine.
describe('a session client sealing the legacy way', { timeout: 30_000 }, () => {
  it.each<[string, ForeignTenant]>([
    ['a plain-JSON site', OPEN],
    ['a site whose own pages seal through encrypt.js', SEALED],
  ])('signs in with a bare-string body and Encryption alone on %s', async (_site, tenant) => {
    const client = new RawClient(site(), tenant);
    const sealed = await legacySeal(client, { ...LOGIN, loginDeviceId: client.deviceId });

    const value = await client.value({
      method: 'POST',
      path: '/wps/session/login',
      body: sealed.des,
      headers: { encryption: sealed.rsa, device: null },
    });

    expect(typeof value.token).toBe('string');
    expect(value.id).toBeDefined();
  });

  it('signs in with { value } and X-Digest and X-RSA beside Encryption', async () => {
    const client = new RawClient(site(), SEALED);
    const sealed = await legacySeal(client, LOGIN);

    const value = await client.value({
      method: 'POST',
      path: '/wps/session/login',
      body: { value: sealed.des },
      headers: {
        encryption: sealed.rsa,
        'x-digest': sealed.des,
        'x-rsa': sealed.publicKeyText.replace(/\s+/g, ''),
      },
    });

    expect(typeof value.token).toBe('string');
  });

  it('is refused a wrong password and a payload against the rules, as any login', async () => {
    const client = new RawClient(site(), OPEN);
    const wrong = await legacySeal(client, { ...LOGIN, password: 'Wrong000' });
    const broken = await legacySeal(client, { ...LOGIN, type: 'password-less' });

    const refused = await client.send({
      method: 'POST',
      path: '/wps/session/login',
      body: wrong.des,
      headers: { encryption: wrong.rsa },
    });
    const invalid = await client.send({
      method: 'POST',
      path: '/wps/session/login',
      body: broken.des,
      headers: { encryption: broken.rsa },
    });

    expect(refused.envelope).toMatchObject({
      success: false,
      errorCode: 'incorrect_account_or_password',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.envelope).toMatchObject({ success: false, message: 'request_param_err' });
  });

  it('gets request_param_err for a payload sealed under another key', async () => {
    const client = new RawClient(site(), OPEN);
    const sealed = await legacySeal(client, LOGIN);
    const other = await legacySeal(client, { ...LOGIN, username: 'someone.else' });

    const res = await client.send({
      method: 'POST',
      path: '/wps/session/login',
      body: sealed.des,
      headers: { encryption: other.rsa },
    });

    expect(res.status).toBe(400);
    expect(res.envelope.message).toBe('request_param_err');
  });
});
