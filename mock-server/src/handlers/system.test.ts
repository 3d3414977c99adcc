import type { FastifyInstance } from 'fastify';
import type { ModuleNode } from '@wl/api';
import { endpointValidators, loadApiSchema } from '@wl/api/node';
import { findPatternKind, MODULE_IDS, registerFieldRules } from '@wl/tenant-config';
import type { TenantRegistry } from '@wl/tenant-config/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockStore } from '../state/mock-store.js';
import { createMockTestApp, type MockTestApp } from '../test-support/mock-test-app.js';
import { openSession } from '../state/sessions.js';
import { systemHandlers } from './system.js';

const ALPHA = { merchant: 'ALPHA01' };
const BETA = { merchant: 'BETA01' };

let mock: MockTestApp;
let registry: TenantRegistry;
let store: MockStore;
let app: FastifyInstance;

beforeAll(async () => {
  mock = await createMockTestApp({
    clock: 'running',
    tenants: {
      beta: {
        'tenant.json': {
          merchantCode: 'BETA01',
          displayName: 'Beta',
          hostnames: ['beta.example.com', 'agent.beta.example.com', 'm.beta.example.com'],
          languages: { default: 'EN', enabled: ['EN', 'VI'] },
          modules: { REG3: false, CBS3: false },
          appDownload: { android: 'https://beta.example.com/beta.apk' },
          customerService: { url: 'https://chat.beta.example.com' },
        },
      },
    },
  });
  ({ tenants: registry, store, app } = mock);
});

afterAll(() => mock.close());

function get(url: string, headers: Record<string, string>) {
  return app.inject({ url, headers });
}

function flatten(nodes: ModuleNode[]): ModuleNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}

describe('system endpoints answer the API schema shape', () => {
  const systemEndpoints = loadApiSchema().filter((def) => def.id in systemHandlers);

  it('covers the start-up calls', () => {
    expect(systemEndpoints.map((def) => def.id)).toEqual(
      expect.arrayContaining([
        'system.status',
        'system.whitelabel',
        'system.domainRoute',
        'system.registerSetting',
        'system.helpCenter',
        'system.country',
      ]),
    );
  });

  it.each(
    systemEndpoints.filter((def) => def.method === 'GET').map((def) => [def.id, def] as const),
  )('%s', async (_id, def) => {
    const res = await get(def.path, ALPHA);
    expect(res.statusCode).toBe(200);
    const envelope = res.json();
    expect(envelope).toMatchObject({ success: true, message: null });
    const validate = endpointValidators(def).response;
    expect(validate(envelope.value), JSON.stringify(validate.errors)).toBe(true);
  });
});

describe('system.status', () => {
  it('reports the merchant status, maintenance end and the visitor IP from X-Forwarded-For', async () => {
    const beta = registry.get('beta');
    if (!beta) throw new Error('beta missing');
    const state = store.stateFor(beta);
    state.status = 1;
    state.maintenanceEnd = '2030-05-01T10:00:00.000Z';
    try {
      const res = await get('/wps/system/status', {
        ...BETA,
        'x-forwarded-for': '203.0.113.7, 10.0.0.1',
      });
      expect(res.json().value).toEqual({
        status: 1,
        maintenanceEnd: '2030-05-01T10:00:00.000Z',
        ip: '203.0.113.7',
      });
    } finally {
      store.resetState('beta');
    }
  });

  it('falls back to the connection address', async () => {
    const res = await get('/wps/system/status', ALPHA);
    expect(res.json().value).toEqual({ status: 0, maintenanceEnd: null, ip: '127.0.0.1' });
  });
});

describe('system.whitelabel', () => {
  it('lists every module id exactly once with the tenant flag', async () => {
    const alpha = flatten((await get('/wps/system/whitelabel', ALPHA)).json().value);
    const beta = flatten((await get('/wps/system/whitelabel', BETA)).json().value);
    for (const nodes of [alpha, beta]) {
      expect(nodes.map((n) => n.modId).sort()).toEqual([...MODULE_IDS].sort());
    }
    expect(alpha.every((n) => n.enabled === '1')).toBe(true);
    const off = beta.filter((n) => n.enabled === '0').map((n) => n.modId);
    expect(off.sort()).toEqual(['CBS3', 'REG3']);
  });

  it('nests each module under its parent, in product order', async () => {
    const tree: { modId: string; children?: { modId: string }[] }[] = (
      await get('/wps/system/whitelabel', ALPHA)
    ).json().value;
    const games = tree.find((node) => node.modId === 'GAMELO3');
    expect(games?.children?.map((node) => node.modId)).toEqual([
      'GAMELOHOT3',
      'GAMELOFAV3',
      'GAMELOREC3',
    ]);
    expect(tree.some((node) => node.modId === 'GAMELOHOT3')).toBe(false);
  });

  it('answers while the site is in maintenance', async () => {
    const alpha = registry.get('alpha');
    if (!alpha) throw new Error('alpha missing');
    store.stateFor(alpha).status = 1;
    try {
      expect((await get('/wps/system/whitelabel', ALPHA)).json()).toMatchObject({ success: true });
      expect((await get('/wps/system/helpCenter', ALPHA)).json()).toMatchObject({
        success: false,
        message: 'function.not.available',
      });
    } finally {
      store.resetState('alpha');
    }
  });
});

describe('system.domainRoute', () => {
  it('uses <code>.localhost for a tenant without hostnames', async () => {
    const res = await get('/wps/system/domainRoute', ALPHA);
    expect(res.json().value).toEqual({
      domain: 'alpha.localhost',
      routes: [{ domain: 'alpha.localhost', type: 'WEB' }],
    });
  });

  it('lists the hostnames with their purpose; the first is the main domain', async () => {
    const res = await get('/wps/system/domainRoute', BETA);
    expect(res.json().value).toEqual({
      domain: 'beta.example.com',
      routes: [
        { domain: 'beta.example.com', type: 'WEB' },
        { domain: 'agent.beta.example.com', type: 'AGENT' },
        { domain: 'm.beta.example.com', type: 'H5' },
      ],
    });
  });
});

describe('system.registerSetting', () => {
  it('answers the rules of the tenant register form', async () => {
    const alpha = registry.get('alpha');
    if (!alpha) throw new Error('alpha missing');
    const res = await get('/wps/system/setting/register', ALPHA);
    const { value } = res.json();
    const { fields } = registerFieldRules(alpha.register);
    // Keyed by field name, as public clients read it; the pattern kind as its numeric id.
    expect(Object.keys(value).sort()).toEqual(Object.keys(fields).sort());
    expect(value.username).toMatchObject({
      enabled: true,
      acceptedPattern: fields.username?.acceptedPattern,
      minLength: fields.username?.minLength,
      maxLength: fields.username?.maxLength,
      patternId: findPatternKind(fields.username?.patternId ?? '*')?.code,
    });
    expect(typeof value.username.patternId).toBe('number');
    expect(value.username.patternId).toBeGreaterThan(0);
    expect(value.qqNum).toMatchObject({ enabled: false, patternId: 0 });
  });

  it('is not available when registration (REG3) is off', async () => {
    const res = await get('/wps/system/setting/register', BETA);
    expect(res.json()).toEqual({
      success: false,
      message: 'function.not.available',
      msg: 'function.not.available',
      errorCode: 'function.not.available',
      value: null,
    });
  });
});

describe('system.helpCenter', () => {
  const firstCategory = async (headers: Record<string, string>): Promise<string> => {
    const { value } = (await get('/wps/system/helpCenter', headers)).json<{
      value: { category: string }[];
    }>();
    return value[0]?.category ?? '';
  };

  it('answers in the Language header language among the bundled ones', async () => {
    expect(await firstCategory({ ...ALPHA, language: 'VI' })).toBe('Tài khoản');
    expect(await firstCategory({ ...ALPHA, language: 'cn' })).toBe('账户');
    expect(await firstCategory({ ...ALPHA, language: 'TW' })).toBe('帳戶');
  });

  it('falls back to English for other or missing languages', async () => {
    expect(await firstCategory({ ...ALPHA, language: 'JA' })).toBe('Account');
    expect(await firstCategory(ALPHA)).toBe('Account');
  });
});

describe('system.country', () => {
  it('preselects the country of the tenant default language', async () => {
    expect((await get('/wps/system/country', ALPHA)).json().value.current).toBe('VN');
    expect((await get('/wps/system/country', BETA)).json().value.current).toBe('US');
  });

  it('lists about twenty distinct dialing codes', async () => {
    const { countries } = (await get('/wps/system/country', ALPHA)).json().value as {
      countries: { countryCode: string; countryDialingCode: string }[];
    };
    expect(countries.length).toBeGreaterThanOrEqual(20);
    expect(new Set(countries.map((c) => c.countryCode)).size).toBe(countries.length);
    expect(countries.every((c) => /^\+\d{1,4}$/.test(c.countryDialingCode))).toBe(true);
  });
});

describe('system.permission', () => {
  it('gathers the start-up facts of the merchant', async () => {
    const res = await get('/wps/system/permission', { ...BETA, 'x-forwarded-for': '198.51.100.4' });
    const value = res.json().value;
    expect(value.customerService[0]).toEqual({
      type: 'LIVE_CHAT',
      name: 'Live chat',
      url: 'https://chat.beta.example.com',
    });
    expect(value.domainRoute.domain).toBe('beta.example.com');
    expect(value.mainDomain).toBe('beta.example.com');
    expect(value.resources).toEqual([
      {
        resourceType: 'ANDROID',
        key: 'android',
        labelNameEn: 'Android app',
        url: 'https://beta.example.com/beta.apk',
      },
      {
        resourceType: 'H5',
        key: 'h5',
        labelNameEn: 'Mobile site',
        url: 'https://m.beta.example.com/',
      },
    ]);
    expect(value.location).toEqual({ ip: '198.51.100.4', countryCode: 'US' });
    expect(value.regionRestriction).toBe(false);
  });

  it('answers while blocked, reporting the region restriction', async () => {
    const alpha = registry.get('alpha');
    if (!alpha) throw new Error('alpha missing');
    store.stateFor(alpha).status = 2;
    try {
      const res = await get('/wps/system/permission', ALPHA);
      expect(res.json()).toMatchObject({
        success: true,
        value: { regionRestriction: true, maintenance: { maintenanceEnd: null } },
      });
    } finally {
      store.resetState('alpha');
    }
  });
});

describe('system.languageUpdate', () => {
  it("stores the signed-in account's language", async () => {
    const alpha = registry.get('alpha');
    if (!alpha) throw new Error('alpha missing');
    const state = store.stateFor(alpha);
    const token = openSession(state, { username: 'ann', type: 0 }, new Date());
    const res = await app.inject({
      method: 'PUT',
      url: '/wps/system/language',
      headers: { ...ALPHA, authorization: token },
      payload: { language: 'EN' },
    });
    expect(res.json()).toEqual({ success: true, message: null, value: null });
    expect(state.system.accountLanguages.get('ann')).toBe('EN');
  });

  it('needs a live token', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/wps/system/language',
      headers: ALPHA,
      payload: { language: 'EN' },
    });
    expect(res.statusCode).toBe(401);
  });
});
