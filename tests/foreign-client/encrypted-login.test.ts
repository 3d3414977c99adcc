import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PLAYER, SEALED, sitePerTestFile } from './foreign-site.js';
import { RawClient, expectSuccess } from './raw-client.js';

const site = sitePerTestFile();

interface Sealed {
  RSA: string;
  DES: string;
  rsaKey?: string;
  RSAKEY?: string;
}

type ReRsaV2 = (payload: unknown) => Promise<Sealed>;

/** Loads the backend's /js/encrypt.js into a bare page (window + WebCrypto) and answers its reRsaV2. */
async function loadEncryptScript(client: RawClient): Promise<ReRsaV2> {
  const res = await client.send({ path: '/js/encrypt.js', headers: { accept: '*/*' } });
  expect(res.status).toBe(200);
  const page: Record<string, unknown> = { crypto: globalThis.crypto, TextEncoder, btoa, atob };
  page.window = page;
  runInNewContext(res.text, page);
  expect(typeof page.reRsaV2).toBe('function');
  return page.reRsaV2 as ReRsaV2;
}

/** The login the clients wrapping reRsaV2 send: body `{ value: s.DES }`, key material in headers. */
async function sealedLogin(client: RawClient, dropped: readonly string[] = []) {
  const reRsaV2 = await loadEncryptScript(client);
  const s = await reRsaV2({
    type: 'username',
    username: PLAYER.username,
    password: PLAYER.password,
    loginDeviceId: client.deviceId,
  });
  const headers: Record<string, string | null> = {
    encryption: s.RSA,
    'x-digest': s.DES,
    'x-rsa': s.rsaKey ?? s.RSAKEY ?? '',
  };
  for (const name of dropped) headers[name] = null;
  return client.send({
    method: 'POST',
    path: '/wps/session/login',
    headers,
    body: { value: s.DES },
  });
}

describe('encrypted login through the backend script, as clients wrapping reRsaV2 send it', () => {
  it('reRsaV2 answers RSA, DES and the rsaKey a client puts in X-RSA', async () => {
    const client = new RawClient(site(), SEALED);
    const reRsaV2 = await loadEncryptScript(client);

    const s = await reRsaV2({ probe: true });

    expect(s.RSA, 's.RSA').toBeTypeOf('string');
    expect(s.DES, 's.DES').toBeTypeOf('string');
    expect(s.rsaKey ?? s.RSAKEY, 's.rsaKey or s.RSAKEY').toBeTypeOf('string');
  });

  it('Encryption: s.RSA, X-Digest: s.DES, X-RSA: s.rsaKey and body { value: s.DES } signs in', async () => {
    const client = new RawClient(site(), SEALED);

    const res = await sealedLogin(client);

    expectSuccess(res);
    expect(res.envelope.value.userName).toBe(PLAYER.username);
    expect(typeof res.envelope.value.token).toBe('string');
  });

  it('a proxy that drops X-Digest and X-RSA gets 400 request_body_required', async () => {
    const client = new RawClient(site(), SEALED);

    const res = await sealedLogin(client, ['x-digest', 'x-rsa']);

    expect(res.status).toBe(400);
    expect(res.envelope).toMatchObject({ success: false, message: 'request_body_required' });
  });
});
