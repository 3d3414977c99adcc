import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Contract from '@wl/api';
import type { EndpointId, EndpointMeta } from '@wl/api';
import { changeLanguage } from '../i18n/change-language.js';
import { initI18n } from '../i18n/init-i18n.js';
import { adoptTokenFromUrl } from '../session/adopt-token-from-url.js';
import { apiStoreHooks } from '../stores/api-store-hooks.js';
import { useModalStore } from '../stores/modal-store.js';
import { useModulesStore } from '../stores/modules-store.js';
import { useSessionStore } from '../stores/session-store.js';
import { bundledDictionary } from '../testing/bundled-dictionaries.js';
import {
  envelope,
  fakeBackend,
  type FakeReply,
  type RecordedRequest,
} from '../testing/fake-backend.js';
import { resetStores } from '../testing/reset-stores.js';
import { testTenant } from '../testing/test-tenant.js';
import type { PublicTenantConfig } from '@wl/tenant-config';
import { ApiError } from './api-error.js';
import { initApi, type ApiOptions } from './api-context.js';
import { callEndpoint, type CallParams } from './call-endpoint.js';
import { errorMessage } from './error-message.js';

/** Endpoints with the flag combinations the client must handle, next to the real API schema. */
const TEST_ENDPOINTS = vi.hoisted(() => {
  const base = {
    module: null,
    token: false,
    encrypted: false,
    access: 'public',
    bodyEncoding: 'json',
  };
  return {
    'test.memberInfo': {
      ...base,
      id: 'test.memberInfo',
      method: 'GET',
      path: '/wps/member/info',
      token: true,
      access: 'member',
    },
    'test.session': {
      ...base,
      id: 'test.session',
      method: 'GET',
      path: '/wps/session/check',
      access: 'session',
    },
    'test.login': {
      ...base,
      id: 'test.login',
      method: 'POST',
      path: '/wps/session/login',
      encrypted: true,
    },
    'test.emailReset': {
      ...base,
      id: 'test.emailReset',
      method: 'POST',
      path: '/wps/member/password/email',
      bodyEncoding: 'form',
    },
    'test.feedback': {
      ...base,
      id: 'test.feedback',
      method: 'PUT',
      path: '/wps/feedback',
      module: 'FEEDBACK3',
      token: true,
      access: 'member',
    },
  };
});

vi.mock('@wl/api', async (importOriginal) => {
  const actual = await importOriginal<typeof Contract>();
  const packed = Object.fromEntries(
    Object.entries(TEST_ENDPOINTS).map(([id, meta]) => [
      id,
      actual.packEndpoint({ ...meta, aliases: [] } as EndpointMeta),
    ]),
  );
  return { ...actual, CLIENT_ENDPOINTS: { ...actual.CLIENT_ENDPOINTS, ...packed } };
});

type TestEndpoint = keyof typeof TEST_ENDPOINTS;
const callTest = (id: TestEndpoint, params?: { query?: unknown; body?: unknown }) =>
  callEndpoint(id as EndpointId, params as CallParams<EndpointId>);

let requests: RecordedRequest[];
function backend(
  reply?: (request: RecordedRequest) => FakeReply,
  tenant: PublicTenantConfig = testTenant(),
  options: ApiOptions = {},
) {
  const fake = fakeBackend({}, { otherwise: reply ?? (() => ({ data: envelope(null) })) });
  requests = fake.requests;
  initApi(tenant, { ...apiStoreHooks(), ...options, adapter: fake.adapter });
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const lastHeaders = () => requests.at(-1)!.headers;

beforeEach(async () => {
  resetStores();
  await initI18n(testTenant(), {
    resources: { VI: bundledDictionary('VI'), EN: bundledDictionary('EN') },
  });
});

describe('request headers', () => {
  it('every call names the merchant, the device and the language, as JSON', async () => {
    backend(() => ({ data: envelope({ status: 0, maintenanceEnd: null, ip: '1.2.3.4' }) }));

    await callEndpoint('system.status');

    expect(lastHeaders()).toMatchObject({
      Merchant: 'DEMO01',
      Device: 'web',
      Language: 'VI',
      Accept: 'application/json',
      'Content-Type': 'application/json;charset=UTF-8',
    });
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/wps/system/status' });
  });

  it('the Language header follows a language change', async () => {
    backend();
    await callEndpoint('system.helpCenter');
    await changeLanguage('EN');
    await callEndpoint('system.helpCenter');

    expect(requests.map((r) => r.headers.Language)).toEqual(['VI', 'EN']);
  });

  it('sends the stored token to token and non-public endpoints only', async () => {
    sessionStorage.setItem('token', 'tok-42');
    backend();

    await callTest('test.memberInfo');
    expect(lastHeaders().Authorization).toBe('tok-42');
    await callTest('test.session');
    expect(lastHeaders().Authorization).toBe('tok-42');
    await callEndpoint('system.status');
    expect(lastHeaders()).not.toHaveProperty('Authorization');
  });

  it('sends no Authorization when no token is stored', async () => {
    backend();
    await callTest('test.memberInfo');
    expect(lastHeaders()).not.toHaveProperty('Authorization');
  });

  it('a token arriving as a URL parameter is used for the next calls', async () => {
    window.history.replaceState(null, '', '/member?token=url-token');
    adoptTokenFromUrl(window.location);
    backend();

    await callTest('test.memberInfo');

    expect(lastHeaders().Authorization).toBe('url-token');
    expect(window.location.search).toBe('');
  });
});

describe('module gating', () => {
  it('a call whose module is off is refused without a request', async () => {
    backend(undefined, testTenant({ modules: { FEEDBACK3: true } }));
    useModulesStore
      .getState()
      .setFromWhitelabel([{ modId: 'FEEDBACK3', enabled: '0' }], { FEEDBACK3: true });

    const error = await rejection(callTest('test.feedback', { body: { content: 'hi' } }));

    expect(error.kind).toBe('module-off');
    expect(error.i18nKey).toBe('errors.functionNotAvailable');
    expect(requests).toHaveLength(0);
  });

  it('the tenant can switch off a module the backend enables', async () => {
    backend(undefined, testTenant({ modules: { REG3: false } }));
    useModulesStore
      .getState()
      .setFromWhitelabel([{ modId: 'REG3', enabled: '1' }], { REG3: false });

    await expect(callEndpoint('system.registerSetting')).rejects.toMatchObject({
      kind: 'module-off',
    });
    expect(requests).toHaveLength(0);
  });

  it('a module the tenant does not enable is refused even before the whitelabel tree has loaded', async () => {
    backend(undefined, testTenant({ modules: { FEEDBACK3: false } }));

    await expect(callTest('test.feedback', { body: {} })).rejects.toMatchObject({
      kind: 'module-off',
    });
    expect(requests).toHaveLength(0);
  });

  it("the backend's say on a module comes from the isModuleOn passed to initApi", async () => {
    const asked: string[] = [];
    backend(undefined, testTenant({ modules: { FEEDBACK3: true } }), {
      isModuleOn: (modId) => {
        asked.push(modId);
        return false;
      },
    });

    await expect(callTest('test.feedback', { body: {} })).rejects.toMatchObject({
      kind: 'module-off',
    });
    expect(asked).toEqual(['FEEDBACK3']);
    expect(requests).toHaveLength(0);
  });

  it('before the whitelabel tree has loaded, a module the tenant enables is called', async () => {
    backend(undefined, testTenant({ modules: { FEEDBACK3: true } }));
    await callTest('test.feedback', { body: {} });
    expect(requests).toHaveLength(1);
  });

  it('a module that is on is called', async () => {
    backend(undefined, testTenant({ modules: { FEEDBACK3: true } }));
    useModulesStore
      .getState()
      .setFromWhitelabel([{ modId: 'FEEDBACK3', enabled: '1' }], { FEEDBACK3: true });

    await callTest('test.feedback', { body: { content: 'hi' } });

    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'PUT',
      url: '/wps/feedback',
      data: '{"content":"hi"}',
    });
  });
});

describe('answers', () => {
  it('resolves with the envelope value and passes the query', async () => {
    backend(() => ({ data: envelope({ current: 'VN', countries: [] }) }));

    await expect(callTest('test.session', { query: { page: 2 } })).resolves.toEqual({
      current: 'VN',
      countries: [],
    });
    expect(requests[0]!.params).toEqual({ page: 2 });
  });

  it('success false: a server error carrying the backend message and code', async () => {
    backend(() => ({
      data: { success: false, message: 'Username/Email does not exist', value: null, code: 1004 },
    }));

    const error = await rejection(
      callTest('test.emailReset', { body: { username: 'u', email: 'e@x.io' } }),
    );

    expect(error).toMatchObject({
      kind: 'server',
      code: 1004,
      endpoint: 'test.emailReset',
      serverMessage: 'Username/Email does not exist',
    });
    expect(errorMessage(error, (key) => key)).toBe('Username/Email does not exist');
  });

  it('reads a code written into the message (#727 system busy)', async () => {
    backend(() => ({ data: { success: false, message: '#727 system busy', value: null } }));
    const error = await rejection(callEndpoint('system.status'));
    expect(error.code).toBe(727);
  });

  it('a backend code word is shown as translated text (function.not.available comes with HTTP 400)', async () => {
    backend(() => ({
      status: 400,
      data: { success: false, message: 'function.not.available', value: null },
    }));
    const i18n = await initI18n(testTenant(), { resources: { EN: bundledDictionary('EN') } });
    await i18n.changeLanguage('EN');

    const error = await rejection(callEndpoint('system.status'));

    expect(errorMessage(error, i18n.t)).toBe(
      'This function is not enabled, please contact customer service',
    );
  });

  it.each<[string, FakeReply, Partial<ApiError>]>([
    ['no answer', { fail: 'network' }, { kind: 'network', i18nKey: 'errors.network' }],
    ['a timeout', { fail: 'timeout' }, { kind: 'timeout', i18nKey: 'errors.slowLoad' }],
    [
      '400 request_param_err',
      { status: 400, data: { success: false, message: 'request_param_err', value: null } },
      { kind: 'param', i18nKey: 'errors.requestParam', status: 400 },
    ],
    [
      'a 500 without an envelope',
      { status: 500, data: '<html>Internal error</html>' },
      { kind: 'server', i18nKey: 'errors.system', status: 500 },
    ],
    [
      'a 500 #727 system busy (how the backend answers it)',
      {
        status: 500,
        data: { success: false, message: '#727 system busy', value: null, code: 727 },
      },
      { kind: 'server', i18nKey: 'errors.systemBusy', code: 727, status: 500 },
    ],
    [
      'a 500 whose envelope names no numbered failure',
      { status: 500, data: { success: false, message: 'system.error', value: null } },
      { kind: 'server', i18nKey: 'errors.system', status: 500 },
    ],
    [
      'the other generation: errorCode and msg without message',
      { data: { success: false, msg: 'busy', errorCode: '727', value: null } },
      { kind: 'server', i18nKey: 'errors.systemBusy', code: 727 },
    ],
    [
      'the other generation: a dead token named only in errorCode',
      {
        data: {
          success: false,
          msg: 'Please sign in',
          errorCode: 'login.not.session',
          value: null,
        },
      },
      { kind: 'unauthorized', i18nKey: 'errors.sessionEnded' },
    ],
    [
      'the other generation: request_param_err in errorCode, text in msg',
      {
        data: {
          success: false,
          msg: 'Bad parameters',
          errorCode: 'request_param_err',
          value: null,
        },
      },
      { kind: 'param', i18nKey: 'errors.requestParam' },
    ],
    [
      'a 502 (the backend behind the gateway is down or busy)',
      { status: 502, data: '<html>Bad gateway</html>' },
      { kind: 'server', i18nKey: 'errors.systemBusy', status: 502 },
    ],
    [
      'a 429 without an envelope',
      { status: 429, data: 'Too Many Requests' },
      { kind: 'server', i18nKey: 'errors.tooManyRequests', status: 429 },
    ],
    [
      'a 200 that is not an envelope',
      { data: '<html></html>' },
      { kind: 'server', i18nKey: 'errors.system' },
    ],
  ])('%s → %o', async (_case, reply, expected) => {
    backend(() => reply);
    const error = await rejection(callEndpoint('system.status'));
    expect(error).toMatchObject(expected);
    expect(error.serverMessage).toBeNull();
  });
});

describe('HTTP 401', () => {
  it('clears the session, logs out and opens the login modal', async () => {
    sessionStorage.setItem('merchant', 'DEMO01');
    useSessionStore.getState().setSession('dead-token', { type: 1, firstTimeLogin: false });
    backend(() => ({
      status: 401,
      data: { success: false, message: 'login.not.session', value: null },
    }));

    const error = await rejection(callTest('test.memberInfo'));

    expect(error).toMatchObject({
      kind: 'unauthorized',
      i18nKey: 'errors.sessionEnded',
      status: 401,
    });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('DEMO01');
    expect(useSessionStore.getState()).toMatchObject({
      isLogin: false,
      isAgent: false,
      token: null,
    });
    expect(useModalStore.getState().stack).toEqual([{ id: 'login', props: {} }]);
    expect(useSessionStore.getState().ended).toBe(true);
  });

  it.each([
    ['HTTP 401 login.not.session', 401],
    ['HTTP 200 login.not.session', 200],
  ])(
    '%s ends the session: its windows close and the login window says the session has ended',
    async (_case, status) => {
      useSessionStore.getState().setSession('dead-token', {
        type: 1,
        firstTimeLogin: false,
        passwordChange: 'expired',
      });
      useModalStore.getState().open('changePassword', { reason: 'expired' });
      backend(() => ({
        status,
        data: { success: false, message: 'login.not.session', value: null },
      }));

      const [first, second] = await Promise.all([
        rejection(callTest('test.memberInfo')),
        rejection(callTest('test.memberInfo')),
      ]);

      expect([first.kind, second.kind]).toEqual(['unauthorized', 'unauthorized']);
      expect(useSessionStore.getState()).toMatchObject({ isLogin: false, passwordChange: null });
      expect(useModalStore.getState().stack).toEqual([{ id: 'login', props: {} }]);
      expect(useSessionStore.getState().ended).toBe(true);
    },
  );

  it('a visitor refused for want of a token gets the login window without a session-ended note', async () => {
    backend(() => ({
      status: 401,
      data: { success: false, message: 'unauthorized', value: null },
    }));

    await rejection(callTest('test.memberInfo'));

    expect(useModalStore.getState().stack).toEqual([{ id: 'login', props: {} }]);
    expect(useSessionStore.getState().ended).toBe(false);
  });

  it('ends the session as well when the dead-token word comes with another status', async () => {
    useSessionStore.getState().setSession('dead-token', { type: 0, firstTimeLogin: false });
    backend(() => ({
      status: 200,
      data: { success: false, message: 'login.not.session', value: null },
    }));

    const error = await rejection(callTest('test.memberInfo'));

    expect(error).toMatchObject({ kind: 'unauthorized', i18nKey: 'errors.sessionEnded' });
    expect(useSessionStore.getState()).toMatchObject({ isLogin: false, token: null });
    expect(useModalStore.getState().stack.map((m) => m.id)).toEqual(['login']);
  });

  it('is answered by what the app passes to initApi, not by the API layer itself', async () => {
    useSessionStore.getState().setSession('dead-token', { type: 1, firstTimeLogin: false });
    const onUnauthorized = vi.fn();
    backend(
      () => ({ status: 401, data: { success: false, message: 'x', value: null } }),
      undefined,
      {
        onUnauthorized,
      },
    );

    await rejection(callTest('test.memberInfo'));

    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().token).toBe('dead-token');
    expect(useModalStore.getState().stack).toEqual([]);
  });
});

describe('a call refused as not available', () => {
  it('tells the app, which may find the site closed for maintenance; the status call itself does not', async () => {
    const onUnavailable = vi.fn();
    backend(
      () => ({
        status: 400,
        data: { success: false, message: 'function.not.available', value: null },
      }),
      undefined,
      { onUnavailable },
    );

    await rejection(callTest('test.memberInfo'));
    expect(onUnavailable).toHaveBeenCalledTimes(1);
    await rejection(callEndpoint('system.status'));
    expect(onUnavailable).toHaveBeenCalledTimes(1);
  });
});

describe('request bodies', () => {
  it('form endpoints send url-encoded bodies', async () => {
    backend();
    await callTest('test.emailReset', { body: { username: 'ann', email: 'ann@example.com' } });

    expect(lastHeaders()['Content-Type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(String(requests[0]!.data)).toBe('username=ann&email=ann%40example.com');
  });

  it("encryption 'none' sends the JSON body as it is", async () => {
    backend();
    await callTest('test.login', { body: { username: 'ann', password: 'pw' } });

    expect(requests[0]!.data).toBe('{"username":"ann","password":"pw"}');
  });

  it('an encryptor that fails stops the call with an encryption error', async () => {
    backend(undefined, testTenant({ encryption: 'modern' }), {
      encryptors: { modern: { encrypt: () => Promise.reject(new Error('no key')) } },
    });

    const error = await rejection(
      callTest('test.login', { body: { username: 'ann', password: 'pw' } }),
    );

    expect(error.kind).toBe('encryption');
    expect(error.endpoint).toBe('test.login');
    expect(error.message).toMatch(/no key/);
    expect(requests).toHaveLength(0);
  });

  it('a registered encryptor seals the body of E endpoints and adds its headers', async () => {
    const encrypt = vi.fn((body: unknown) =>
      Promise.resolve({
        body: { value: `sealed:${JSON.stringify(body)}` },
        headers: { Encryption: 'rsa-part' },
      }),
    );
    backend(undefined, testTenant({ encryption: 'upstream-script' }), {
      encryptors: { 'upstream-script': { encrypt } },
    });

    await callTest('test.login', { body: { username: 'ann' } });
    await callTest('test.emailReset', { body: { username: 'ann', email: 'a@b.co' } });

    expect(encrypt).toHaveBeenCalledTimes(1);
    expect(requests[0]!.data).toBe('{"value":"sealed:{\\"username\\":\\"ann\\"}"}');
    expect(requests[0]!.headers.Encryption).toBe('rsa-part');
    expect(requests[1]!.headers).not.toHaveProperty('Encryption');
  });
});
