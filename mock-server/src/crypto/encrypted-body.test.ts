import Fastify, { type FastifyInstance } from 'fastify';
import { TenantRegistry } from '@wl/tenant-config/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandlerContext, HandlerMap } from '../handler.js';
import { systemHandlers } from '../handlers/system.js';
import { mockApi } from '../plugin.js';
import { MockStore } from '../state/mock-store.js';
import { sealModern } from '../test-support/seal-modern.js';
import { createTenantsDir, type TenantsDir } from '../test-support/tenants-dir.js';

const MODERN = { merchant: 'MODERN01' };
const SCRIPT = { merchant: 'SCRIPT01' };
const PLAIN = { merchant: 'PLAIN01' };

const LOGIN = { type: 'username', username: 'ann', password: 'Secret123' };
const REGISTER = { username: 'newbie', password: 'Secret123', confirmPassword: 'Secret123' };

/** What the handlers saw: the body after the pipeline decrypted and validated it. */
const echoBody = (ctx: HandlerContext<never>): unknown => ({ received: ctx.body });

let tenants: TenantsDir;
let app: FastifyInstance;
let publicKey: { keyId: string; algorithm: string; publicKey: string };

beforeAll(async () => {
  tenants = createTenantsDir({
    modern: {
      'tenant.json': { merchantCode: 'MODERN01', api: { upstream: null, encryption: 'modern' } },
    },
    script: {
      'tenant.json': {
        merchantCode: 'SCRIPT01',
        api: { upstream: null, encryption: 'upstream-script' },
      },
    },
    plain: {
      'tenant.json': { merchantCode: 'PLAIN01', api: { upstream: null, encryption: 'none' } },
    },
  });
  app = Fastify();
  await app.register(mockApi, {
    tenants: new TenantRegistry({ tenantsDir: tenants.dir }),
    store: new MockStore(),
    handlers: {
      'system.publicKey': systemHandlers['system.publicKey'],
      'session.login': echoBody,
      'member.register': echoBody,
      'member.registerAutoUsername': echoBody,
    } as unknown as HandlerMap,
  });
  const res = await app.inject({ url: '/wps/system/publicKey', headers: MODERN });
  publicKey = res.json<{ value: typeof publicKey }>().value;
});

afterAll(() => tenants.remove());

function post(url: string, headers: Record<string, string>, payload: unknown, method = 'POST') {
  return app.inject({
    method: method as 'POST',
    url,
    headers: { 'content-type': 'application/json;charset=UTF-8', ...headers },
    payload: JSON.stringify(payload),
  });
}

function sealed(payload: unknown, headers: 'modern' | 'upstream-script' = 'modern') {
  return sealModern(payload, publicKey.publicKey, publicKey.keyId, headers);
}

describe('system.publicKey', () => {
  it('hands out an RSA public key with its id and the algorithm name', () => {
    expect(publicKey.algorithm).toBe('RSA-OAEP-256+A256GCM');
    expect(publicKey.keyId).toMatch(/^mock-[0-9a-f]{16}$/);
    expect(publicKey.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
  });
});

describe('encrypted (E) bodies', () => {
  it('decrypts a modern-sealed login and passes the payload to the handler', async () => {
    const { body, headers } = sealed(LOGIN);
    const res = await post('/wps/session/login', { ...MODERN, ...headers }, body);
    expect(res.json()).toEqual({ success: true, message: null, value: { received: LOGIN } });
  });

  it('decrypts a modern-sealed registration (PUT)', async () => {
    const { body, headers } = sealed(REGISTER);
    const res = await post('/wps/member/register', { ...MODERN, ...headers }, body, 'PUT');
    expect(res.json()).toMatchObject({ success: true, value: { received: REGISTER } });
  });

  it('reads an upstream-script login with the headers of public clients (X-Digest = the sealed payload)', async () => {
    const { body, headers } = sealed(LOGIN, 'upstream-script');
    expect(headers['x-digest']).toBe(body.value);
    const res = await post('/wps/session/login', { ...SCRIPT, ...headers }, body);
    expect(res.json()).toMatchObject({ success: true, value: { received: LOGIN } });
  });

  it('refuses an upstream-script body whose X-Digest is not the sealed payload', async () => {
    const { body, headers } = sealed(LOGIN);
    const res = await post('/wps/session/login', { ...SCRIPT, ...headers }, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'request_param_err' });
  });

  it('answers 400 request_body_required when a proxy dropped X-Digest of an upstream-script body', async () => {
    const { body, headers } = sealed(LOGIN, 'upstream-script');
    const { 'x-digest': _gone, ...kept } = headers;
    const res = await post('/wps/session/login', { ...SCRIPT, ...kept }, body);
    expect(res.json()).toMatchObject({ success: false, message: 'request_body_required' });
  });

  it('still validates the decrypted payload against the API schema', async () => {
    const { body, headers } = sealed({ type: 'username', username: 'ann' });
    const res = await post('/wps/session/login', { ...MODERN, ...headers }, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'request_param_err' });
  });

  it.each(['x-digest', 'x-rsa'])(
    'answers 400 request_body_required when a proxy dropped %s',
    async (dropped) => {
      const { body, headers } = sealed(LOGIN);
      const { [dropped]: _gone, ...kept } = headers;
      const res = await post('/wps/session/login', { ...MODERN, ...kept }, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'request_body_required',
        msg: 'request_body_required',
        errorCode: 'request_body_required',
        value: null,
      });
    },
  );

  it('answers 400 request_param_err for tampered ciphertext', async () => {
    const { body, headers } = sealed(LOGIN);
    const bytes = Buffer.from(body.value, 'base64');
    bytes[20] = (bytes[20] ?? 0) ^ 0xff;
    const res = await post(
      '/wps/session/login',
      { ...MODERN, ...headers },
      { value: bytes.toString('base64') },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'request_param_err' });
  });

  it('answers 400 request_param_err when X-Digest does not match the payload', async () => {
    const { body, headers } = sealed(LOGIN);
    const other = sealed({ ...LOGIN, password: 'Other123' });
    const res = await post(
      '/wps/session/login',
      { ...MODERN, ...headers, 'x-digest': other.headers['x-digest']! },
      body,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'request_param_err' });
  });

  it('answers 400 request_param_err for a key id it does not hold', async () => {
    const { body, headers } = sealed(LOGIN);
    const res = await post('/wps/session/login', { ...MODERN, ...headers, 'x-rsa': 'old' }, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'request_param_err' });
  });

  it('refuses plain JSON for a modern tenant with request_body_required', async () => {
    const res = await post('/wps/session/login', MODERN, LOGIN);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'request_body_required' });
  });

  it.each([MODERN, SCRIPT])(
    'reads a plain-JSON autoUsername registration as public clients send it (%j)',
    async (merchant) => {
      const auto = { password: 'Secret123', confirmPassword: 'Secret123', loginDeviceId: 'd-1' };
      const res = await post('/wps/member/register/autoUsername', merchant, auto, 'PUT');
      expect(res.json()).toMatchObject({
        success: true,
        value: { received: { password: 'Secret123', confirmPassword: 'Secret123' } },
      });
    },
  );

  it('accepts plain JSON for a tenant whose mode is none', async () => {
    const res = await post('/wps/session/login', PLAIN, LOGIN);
    expect(res.json()).toMatchObject({ success: true, value: { received: LOGIN } });
  });
});
