import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EncryptionMode } from '@wl/tenant-config';
import { initI18n } from '../../i18n/init-i18n.js';
import { bundledDictionary } from '../../testing/bundled-dictionaries.js';
import {
  envelope,
  fakeBackend,
  type FakeReply,
  type RecordedRequest,
} from '../../testing/fake-backend.js';
import { resetStores } from '../../testing/reset-stores.js';
import { testTenant } from '../../testing/test-tenant.js';
import { ApiError } from '../api-error.js';
import { initApi, type ApiOptions } from '../api-context.js';
import { callEndpoint } from '../call-endpoint.js';
import { upstreamScriptPayloadEncryptor } from './upstream-script-payload-encryptor.js';

const LOGIN = { type: 'username' as const, username: 'ann', password: 'Secret123' };
const LOGIN_JSON = JSON.stringify(LOGIN);
const LOGIN_VALUE = { token: 't-1', firstTimeLogin: false, passwordExpired: false };

const page = globalThis as { reRsaV2?: unknown };

let requests: RecordedRequest[];

function backend(
  mode: EncryptionMode,
  reply: (request: RecordedRequest) => FakeReply = () => ({ data: envelope(LOGIN_VALUE) }),
  options: ApiOptions = {},
): void {
  const fake = fakeBackend({}, { otherwise: reply });
  requests = fake.requests;
  initApi(testTenant({ encryption: mode }), { ...options, adapter: fake.adapter });
}

const logins = () => requests.filter((r) => r.url === '/wps/session/login');
const keyFetches = () => requests.filter((r) => r.url === '/wps/system/publicKey');

function bytes(base64: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(async () => {
  resetStores();
  await initI18n(testTenant(), { resources: { VI: bundledDictionary('VI') } });
});

afterEach(() => {
  delete page.reRsaV2;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe("encryption 'none'", () => {
  it('sends the plain JSON body without key headers', async () => {
    backend('none');
    await expect(callEndpoint('session.login', { body: LOGIN })).resolves.toEqual(LOGIN_VALUE);
    expect(logins()[0]!.data).toBe(LOGIN_JSON);
    expect(logins()[0]!.headers).not.toHaveProperty('Encryption');
    expect(logins()[0]!.headers).not.toHaveProperty('X-Digest');
  });
});

describe("encryption 'modern'", () => {
  let keys: CryptoKeyPair;
  let publicKeyPem: string;

  beforeEach(async () => {
    keys = await crypto.subtle.generateKey(
      {
        name: 'RSA-OAEP',
        modulusLength: 2048,
        publicExponent: new Uint8Array([1, 0, 1]),
        hash: 'SHA-256',
      },
      true,
      ['encrypt', 'decrypt'],
    );
    const spki = new Uint8Array(await crypto.subtle.exportKey('spki', keys.publicKey));
    const base64 = btoa(String.fromCharCode(...spki));
    publicKeyPem = `-----BEGIN PUBLIC KEY-----\n${base64.replace(/(.{64})/g, '$1\n')}\n-----END PUBLIC KEY-----\n`;
  });

  const keyReply =
    (algorithm = 'RSA-OAEP-256+A256GCM') =>
    (request: RecordedRequest): FakeReply =>
      request.url === '/wps/system/publicKey'
        ? { data: envelope({ keyId: 'key-7', algorithm, publicKey: publicKeyPem }) }
        : { data: envelope(LOGIN_VALUE) };

  /** What the backend does: unseal the AES key with the private key, then the payload. */
  async function open(request: RecordedRequest): Promise<string> {
    const body = JSON.parse(request.data as string) as { value: string };
    const rawKey = await crypto.subtle.decrypt(
      { name: 'RSA-OAEP' },
      keys.privateKey,
      bytes(request.headers.Encryption as string),
    );
    const aesKey = await crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['decrypt']);
    const sealed = bytes(body.value);
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: sealed.subarray(0, 12) },
      aesKey,
      sealed.subarray(12),
    );
    return new TextDecoder().decode(plain);
  }

  it('sends { value } and the key headers; the private key opens the payload', async () => {
    backend('modern', keyReply());

    await expect(callEndpoint('session.login', { body: LOGIN })).resolves.toEqual(LOGIN_VALUE);

    const login = logins()[0]!;
    expect(Object.keys(JSON.parse(login.data as string) as object)).toEqual(['value']);
    expect(login.headers).toMatchObject({
      'X-RSA': 'key-7',
      'X-Digest': await sha256(LOGIN_JSON),
      'Content-Type': 'application/json;charset=UTF-8',
    });
    await expect(open(login)).resolves.toBe(LOGIN_JSON);
  });

  it('fetches the public key once and seals each request with a fresh key', async () => {
    backend('modern', keyReply());

    await callEndpoint('session.login', { body: LOGIN });
    await callEndpoint('session.login', { body: LOGIN });

    expect(keyFetches()).toHaveLength(1);
    const [a, b] = logins();
    expect(a!.headers.Encryption).not.toBe(b!.headers.Encryption);
    expect(a!.data).not.toBe(b!.data);
  });

  it('sends nothing when the key cannot be fetched, and asks again next time', async () => {
    let down = true;
    backend('modern', (request) => (down ? { fail: 'network' } : keyReply()(request)));

    const error = await rejection(callEndpoint('session.login', { body: LOGIN }));
    expect(error).toMatchObject({ kind: 'network', endpoint: 'session.login' });
    expect(logins()).toHaveLength(0);

    down = false;
    await callEndpoint('session.login', { body: LOGIN });
    expect(keyFetches()).toHaveLength(2);
    expect(logins()).toHaveLength(1);
  });

  it('refuses a key offered for another algorithm', async () => {
    backend('modern', keyReply('RSA1_5+A128CBC'));

    const error = await rejection(callEndpoint('session.login', { body: LOGIN }));

    expect(error).toMatchObject({ kind: 'encryption', endpoint: 'session.login' });
    expect(error.message).toMatch(/RSA1_5\+A128CBC/);
    expect(logins()).toHaveLength(0);
  });
});

describe("encryption 'upstream-script'", () => {
  const reRsaV2 = vi.fn((json: string) =>
    Promise.resolve({ RSA: `rsa(${json.length})`, DES: 'des-part', rsaKey: 'k-script' }),
  );

  beforeEach(() => {
    reRsaV2.mockClear();
  });

  it('loads the script once and sends { value: DES } with Encryption: RSA, X-RSA: rsaKey and X-Digest: DES', async () => {
    const loadScript = vi.fn((src: string) => {
      expect(src).toBe('/js/encrypt.js');
      page.reRsaV2 = reRsaV2;
      return Promise.resolve();
    });
    backend('upstream-script', undefined, {
      encryptors: { 'upstream-script': upstreamScriptPayloadEncryptor({ loadScript }) },
    });

    await callEndpoint('session.login', { body: LOGIN });
    await callEndpoint('session.login', { body: LOGIN });

    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(reRsaV2).toHaveBeenCalledWith(LOGIN_JSON);
    expect(logins()[0]!.data).toBe('{"value":"des-part"}');
    expect(logins()[0]!.headers).toMatchObject({
      Encryption: `rsa(${LOGIN_JSON.length})`,
      'X-RSA': 'k-script',
      'X-Digest': 'des-part',
    });
  });

  it('names the key from RSAKEY when the script spells it so', async () => {
    page.reRsaV2 = () => Promise.resolve({ RSA: 'r', DES: 'd', RSAKEY: 'k-upper' });
    backend('upstream-script');

    await callEndpoint('session.login', { body: LOGIN });

    expect(logins()[0]!.headers).toMatchObject({
      Encryption: 'r',
      'X-RSA': 'k-upper',
      'X-Digest': 'd',
    });
  });

  it('adds /js/encrypt.js to the page and fails with an encryption error when it does not load', async () => {
    backend('upstream-script');

    const call = rejection(callEndpoint('session.login', { body: LOGIN }));
    const script = await vi.waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>('script[src="/js/encrypt.js"]');
      expect(found).not.toBeNull();
      return found!;
    });
    script.dispatchEvent(new Event('error'));
    const error = await call;

    expect(error).toMatchObject({ kind: 'encryption', endpoint: 'session.login' });
    expect(error.message).toMatch(/could not be loaded/);
    expect(document.head.querySelector('script')).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('fails with an encryption error when the loaded script defines no reRsaV2', async () => {
    backend('upstream-script');

    const call = rejection(callEndpoint('session.login', { body: LOGIN }));
    const script = await vi.waitFor(() => {
      const found = document.head.querySelector('script[src="/js/encrypt.js"]');
      expect(found).not.toBeNull();
      return found!;
    });
    script.dispatchEvent(new Event('load'));
    const error = await call;

    expect(error.kind).toBe('encryption');
    expect(error.message).toMatch(/does not define window\.reRsaV2/);
    expect(requests).toHaveLength(0);
  });

  it('fails with an encryption error when reRsaV2 answers something else', async () => {
    page.reRsaV2 = () => Promise.resolve({ RSA: 'only-rsa' });
    backend('upstream-script');

    const error = await rejection(callEndpoint('session.login', { body: LOGIN }));

    expect(error.kind).toBe('encryption');
    expect(requests).toHaveLength(0);
  });
});
