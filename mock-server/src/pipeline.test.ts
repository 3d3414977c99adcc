import Fastify, { type FastifyInstance } from 'fastify';
import { TenantRegistry } from '@wl/tenant-config/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BackendError } from './backend-error.js';
import type { HandlerContext, HandlerMap } from './handler.js';
import { mockApi } from './plugin.js';
import { MockStore } from './state/mock-store.js';
import { openSession } from './state/sessions.js';
import { createTenantsDir, type TenantsDir } from './test-support/tenants-dir.js';
import { testApiSchema } from './test-support/test-api-schema.js';

type AnyContext = HandlerContext<never>;

const echo = (ctx: AnyContext): unknown => ({
  query: ctx.query ?? null,
  body: ctx.body ?? null,
  user: ctx.session?.username ?? null,
});

const HANDLERS = {
  'system.status': () => ({ status: 'answered' }),
  'test.open': () => ({ ok: true }),
  'test.gated': () => ({ gated: 'answered' }),
  'test.query': echo,
  'test.json': echo,
  'test.form': echo,
  'test.encrypted': echo,
  'test.gateway': echo,
  'test.session': echo,
  'test.member': echo,
  'test.agent': echo,
  'test.logout': echo,
} as unknown as HandlerMap;

const ALPHA = { merchant: 'ALPHA01' };
const API_SCHEMA = testApiSchema();

let tenants: TenantsDir;
let registry: TenantRegistry;
let store: MockStore;
let clock: Date;
let app: FastifyInstance;

async function buildApp(
  handlers: HandlerMap = HANDLERS,
  validateResponses = true,
): Promise<FastifyInstance> {
  const instance = Fastify();
  await instance.register(mockApi, {
    tenants: registry,
    store,
    handlers,
    apiSchema: API_SCHEMA,
    validateResponses,
    now: () => clock,
  });
  return instance;
}

function stateOf(code: string) {
  const tenant = registry.get(code);
  if (!tenant) throw new Error(`no tenant ${code}`);
  return store.stateFor(tenant);
}

beforeAll(() => {
  tenants = createTenantsDir({
    alpha: { 'tenant.json': { merchantCode: 'ALPHA01', displayName: 'Alpha' } },
    beta: {
      'tenant.json': {
        merchantCode: 'BETA01',
        displayName: 'Beta',
        modules: { FEEDBACK3: false },
        api: { upstream: 'https://api.beta.example.com', encryption: 'modern' },
      },
    },
  });
  registry = new TenantRegistry({ tenantsDir: tenants.dir });
});

afterAll(() => tenants.remove());

beforeEach(async () => {
  store = new MockStore();
  clock = new Date('2030-01-01T00:00:00Z');
  app = await buildApp();
});

describe('merchant', () => {
  it('answers 400 request_param_err without a Merchant header', async () => {
    const res = await app.inject({ url: '/wps/test/open' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'request_param_err',
      msg: 'request_param_err',
      errorCode: 'request_param_err',
      value: null,
    });
  });

  it('answers 400 request_param_err for an unknown merchant', async () => {
    const res = await app.inject({ url: '/wps/test/open', headers: { merchant: 'NOPE' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'request_param_err' });
  });

  it('answers with the envelope for a known merchant', async () => {
    const res = await app.inject({ url: '/wps/test/open', headers: ALPHA });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: null, value: { ok: true } });
  });
});

describe('maintenance and blocked merchants', () => {
  it.each([1, 2] as const)('status %i: only the start-up calls answer', async (status) => {
    stateOf('alpha').status = status;
    const open = await app.inject({ url: '/wps/test/open', headers: ALPHA });
    expect(open.statusCode).toBe(400);
    expect(open.json()).toEqual({
      success: false,
      message: 'function.not.available',
      msg: 'function.not.available',
      errorCode: 'function.not.available',
      value: null,
    });
    const startUp = await app.inject({ url: '/wps/test/status', headers: ALPHA });
    expect(startUp.json()).toMatchObject({ success: true, value: { status: 'answered' } });
  });

  it('does not affect other merchants', async () => {
    stateOf('alpha').status = 1;
    const res = await app.inject({ url: '/wps/test/open', headers: { merchant: 'BETA01' } });
    expect(res.json()).toMatchObject({ success: true });
  });
});

describe('module gating', () => {
  it('answers function.not.available when the module is off for the tenant', async () => {
    const res = await app.inject({ url: '/wps/test/gated', headers: { merchant: 'BETA01' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'function.not.available',
      msg: 'function.not.available',
      errorCode: 'function.not.available',
      value: null,
    });
  });

  it('answers when the module is on', async () => {
    const res = await app.inject({ url: '/wps/test/gated', headers: ALPHA });
    expect(res.json()).toMatchObject({ success: true, value: { gated: 'answered' } });
  });
});

describe('query validation', () => {
  it('coerces query strings to the schema types', async () => {
    const res = await app.inject({ url: '/wps/test/query?pageNum=2&hot=true', headers: ALPHA });
    expect(res.json()).toMatchObject({
      success: true,
      value: { query: { pageNum: 2, hot: true } },
    });
  });

  it.each(['', '?pageNum=abc', '?pageNum=0', '?pageNum=1&hot=maybe', '?pageNum=1&pageNum=2'])(
    'refuses %j with 400 request_param_err',
    async (search) => {
      const res = await app.inject({ url: `/wps/test/query${search}`, headers: ALPHA });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'request_param_err',
        msg: 'request_param_err',
        errorCode: 'request_param_err',
        value: null,
      });
    },
  );
});

describe('body validation and parsing', () => {
  const post = (payload: string, contentType: string | undefined, url = '/wps/test/json') =>
    app.inject({
      method: 'POST',
      url,
      headers: { ...ALPHA, ...(contentType && { 'content-type': contentType }) },
      payload,
    });

  it('ignores fields the API schema does not know, as a real backend does', async () => {
    const res = await post(
      '{"name":"ann","loginDeviceId":"5f0c1c9e-6a51-4d6f-8a43-0d5b7b0d8a11","referralCode":"X1"}',
      'application/json',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, value: { body: { name: 'ann' } } });
    expect(res.json().value.body).not.toHaveProperty('loginDeviceId');
  });

  it('still refuses a known field that breaks its rule when unknown fields come along', async () => {
    const res = await post('{"name":"","mobile":"0912345678"}', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'request_param_err' });
  });

  it('passes a valid JSON body to the handler', async () => {
    const res = await post('{"name":"ann","count":3}', 'application/json;charset=UTF-8');
    expect(res.json()).toMatchObject({ success: true, value: { body: { name: 'ann', count: 3 } } });
  });

  it.each([
    ['malformed JSON', '{"name":', 'application/json'],
    ['a body against the schema', '{"name":""}', 'application/json'],
    ['a JSON array', '[1,2]', 'application/json'],
    ['JSON null', 'null', 'application/json'],
    ['prototype poisoning', '{"name":"a","__proto__":{"x":1}}', 'application/json'],
    ['a text/plain body', '{"name":"a"}', 'text/plain'],
    ['a form body on a JSON endpoint', 'name=a', 'application/x-www-form-urlencoded'],
    ['a multipart body', '--x\r\n\r\n', 'multipart/form-data; boundary=x'],
    ['a broken content type', '{"name":"a"}', ';;;'],
  ])('refuses %s with 400 request_param_err', async (_label, payload, contentType) => {
    const res = await post(payload, contentType);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'request_param_err',
      msg: 'request_param_err',
      errorCode: 'request_param_err',
      value: null,
    });
  });

  it('refuses a huge body with 400 request_param_err', async () => {
    const res = await post(
      JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
      'application/json',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'request_param_err' });
  });

  it('answers 400 request_body_required when a declared body is missing', async () => {
    const res = await app.inject({ method: 'POST', url: '/wps/test/json', headers: ALPHA });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'request_body_required',
      msg: 'request_body_required',
      errorCode: 'request_body_required',
      value: null,
    });
  });

  it('reads URL-encoded bodies on form endpoints', async () => {
    const res = await post(
      'username=ann&email=ann%40example.com',
      'application/x-www-form-urlencoded',
      '/wps/test/form',
    );
    expect(res.json()).toMatchObject({
      success: true,
      value: { body: { username: 'ann', email: 'ann@example.com' } },
    });
  });

  it('refuses JSON on a form endpoint and invalid form fields', async () => {
    const json = await post(
      '{"username":"ann","email":"ann@example.com"}',
      'application/json',
      '/wps/test/form',
    );
    expect(json.statusCode).toBe(400);
    const invalid = await post(
      'username=ann&email=nope',
      'application/x-www-form-urlencoded',
      '/wps/test/form',
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ message: 'request_param_err' });
  });

  it('accepts a DELETE without a body even with a JSON content type', async () => {
    const token = openSession(stateOf('alpha'), { username: 'ann', type: 0 }, clock);
    const res = await app.inject({
      method: 'DELETE',
      url: '/wps/test/logout',
      headers: {
        ...ALPHA,
        authorization: token,
        'content-type': 'application/json',
        'content-length': '0',
      },
    });
    expect(res.json()).toMatchObject({ success: true, value: { user: 'ann' } });
  });
});

describe('encrypted (E) endpoints', () => {
  it('accept a plain JSON body when the tenant encryption mode is none', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/wps/test/encrypted',
      headers: ALPHA,
      payload: { password: 'Secret1' },
    });
    expect(res.json()).toMatchObject({ success: true, value: { body: { password: 'Secret1' } } });
  });

  it('answer 400 request_body_required without a body', async () => {
    const res = await app.inject({ method: 'POST', url: '/wps/test/encrypted', headers: ALPHA });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'request_body_required' });
  });

  it('do not read a plain body for a tenant whose mode is not none', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/wps/test/encrypted',
      headers: { merchant: 'BETA01' },
      payload: { password: 'Secret1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'request_body_required' });
  });
});

describe('fixed headers', () => {
  it('requires the headers the API schema names', async () => {
    const without = await app.inject({
      method: 'POST',
      url: '/wps/test/gateway',
      headers: ALPHA,
      payload: { os: 'web' },
    });
    expect(without.statusCode).toBe(400);
    const withHeader = await app.inject({
      method: 'POST',
      url: '/wps/test/gateway',
      headers: { ...ALPHA, 'x-gateway-version': '3' },
      payload: { os: 'web' },
    });
    expect(withHeader.json()).toMatchObject({ success: true });
  });
});

describe('access rules', () => {
  const call = (url: string, token?: string) =>
    app.inject({
      url,
      headers: { ...ALPHA, ...(token !== undefined && { authorization: token }) },
    });

  it('answers 401 unauthorized without a token, with an unknown token, or an expired one', async () => {
    const token = openSession(stateOf('alpha'), { username: 'ann', type: 0 }, clock, 60_000);
    for (const res of [
      await call('/wps/test/session'),
      await call('/wps/test/session', 'not-a-token'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        message: 'login.not.session',
        msg: 'login.not.session',
        errorCode: 'login.not.session',
        value: null,
      });
    }
    expect((await call('/wps/test/session', token)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 60_001);
    expect((await call('/wps/test/session', token)).statusCode).toBe(401);
    expect(stateOf('alpha').sessions.has(token)).toBe(false);
  });

  it('accepts a Bearer prefix and passes the session to the handler', async () => {
    const token = openSession(stateOf('alpha'), { username: 'ann', type: 0 }, clock);
    const res = await call('/wps/test/session', `Bearer ${token}`);
    expect(res.json()).toMatchObject({ success: true, value: { user: 'ann' } });
  });

  it('does not accept a token of another merchant', async () => {
    const token = openSession(stateOf('beta'), { username: 'bob', type: 0 }, clock);
    expect((await call('/wps/test/session', token)).statusCode).toBe(401);
  });

  it('lets trial accounts use session calls but not member calls', async () => {
    const trial = openSession(stateOf('alpha'), { username: 'guest', type: 4 }, clock);
    expect((await call('/wps/test/session', trial)).statusCode).toBe(200);
    const member = await call('/wps/test/member', trial);
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ success: false, message: 'forbidden' });
  });

  it('lets only agent types use agent calls', async () => {
    const member = openSession(stateOf('alpha'), { username: 'ann', type: 0 }, clock);
    expect((await call('/wps/test/member', member)).statusCode).toBe(200);
    expect((await call('/wps/test/agent', member)).statusCode).toBe(403);
    for (const type of [1, 2, 41, 42]) {
      const agent = openSession(stateOf('alpha'), { username: `agent${type}`, type }, clock);
      expect((await call('/wps/test/agent', agent)).json()).toMatchObject({ success: true });
    }
  });
});

describe('handlers', () => {
  it('answers function.not.available for an endpoint without a handler', async () => {
    const res = await app.inject({ url: '/wps/test/unhandled', headers: ALPHA });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: false,
      message: 'function.not.available',
      msg: 'function.not.available',
      errorCode: 'function.not.available',
      value: null,
    });
  });

  it('turns a BackendError into its envelope', async () => {
    const failing = await buildApp({
      ...HANDLERS,
      'test.open': () => {
        throw new BackendError('system busy', { code: 727, value: { retry: true } });
      },
    } as unknown as HandlerMap);
    const res = await failing.inject({ url: '/wps/test/open', headers: ALPHA });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: false,
      message: 'system busy',
      msg: 'system busy',
      errorCode: '727',
      value: { retry: true },
      code: 727,
    });
  });

  it('with validateResponses, fails loudly when a handler breaks the response schema', async () => {
    const broken = { ...HANDLERS, 'test.open': () => ({ ok: 'yes' }) } as unknown as HandlerMap;
    const checked = await buildApp(broken, true);
    const res = await checked.inject({ url: '/wps/test/open', headers: ALPHA });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toContain('test.open');
    expect(res.json().message).toMatch(/\/ok must be equal to constant/);
    const unchecked = await buildApp(broken, false);
    expect(
      (await unchecked.inject({ url: '/wps/test/open', headers: ALPHA })).json(),
    ).toMatchObject({ success: true });
  });

  it('answers 500 system.error when a handler crashes', async () => {
    const crashing = await buildApp({
      ...HANDLERS,
      'test.open': () => {
        throw new Error('bug');
      },
    } as unknown as HandlerMap);
    const res = await crashing.inject({ url: '/wps/test/open', headers: ALPHA });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      message: 'system.error',
      msg: 'system.error',
      errorCode: 'system.error',
      value: null,
    });
  });
});
