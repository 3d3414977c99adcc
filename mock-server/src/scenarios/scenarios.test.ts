import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { TenantRegistry } from '@wl/tenant-config/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HandlerMap } from '../handler.js';
import { handlers } from '../handlers/index.js';
import { mockApi } from '../plugin.js';
import { MockStore } from '../state/mock-store.js';
import { openSession } from '../state/sessions.js';
import { createTenantsDir, type TenantsDir } from '../test-support/tenants-dir.js';
import { MAX_SCENARIO_DELAY_MS, SCENARIO_NAMES, type ScenarioName } from './scenario-catalog.js';

const ALPHA = 'ALPHA01';

/** Fixed answers for the calls the scenarios alter, so each test sees what the scenario changed. */
const stubs = {
  'member.affiliateCheck': () => ({ valid: true }),
  'member.register': () => ({ userName: 'new.player', token: null }),
  'session.login': () => ({
    token: 'stub-token',
    id: 2001,
    userName: 'player.one',
    customerType: 0,
    firstTimeLogin: false,
    passwordExpired: false,
  }),
  'games.launch': () => ({ url: 'https://games.example.com/play' }),
} satisfies HandlerMap;

let tenants: TenantsDir;
let registry: TenantRegistry;
let store: MockStore;
let app: FastifyInstance;

beforeAll(async () => {
  tenants = createTenantsDir({
    alpha: { 'tenant.json': { merchantCode: ALPHA, displayName: 'Alpha' } },
    beta: { 'tenant.json': { merchantCode: 'BETA01', displayName: 'Beta' } },
  });
  registry = new TenantRegistry({ tenantsDir: tenants.dir });
  store = new MockStore();
  app = Fastify();
  await app.register(mockApi, {
    tenants: registry,
    store,
    devControls: true,
    handlers: { ...handlers, ...stubs },
  });
});

afterAll(async () => {
  await app.close();
  tenants.remove();
});

/** A fresh state per test: the reset drops every scenario with it. */
beforeEach(() => store.resetState());

function memberToken(code = 'alpha'): string {
  const tenant = registry.get(code);
  if (!tenant) throw new Error(`${code} missing`);
  return openSession(store.stateFor(tenant), { username: 'player.one', type: 0 }, new Date());
}

const switchOn = (payload: Record<string, unknown>, code = 'alpha') =>
  app.inject({ method: 'POST', url: `/__dev/tenants/${code}/scenario`, payload });

const call = (options: InjectOptions & { url: string }, merchant = ALPHA) =>
  app.inject({ ...options, headers: { merchant, ...options.headers } });

const LOGIN = { type: 'username', username: 'player.one', password: 'Passw0rd!' };
const SMS = { mobileNum: '987650001', countryDialingCode: '+84' };
const REGISTER = { username: 'new.player', password: 'Passw0rd!', confirmPassword: 'Passw0rd!' };

interface ScenarioCase {
  scenario: ScenarioName;
  request: () => InjectOptions & { url: string };
  status: number;
  body: Record<string, unknown>;
}

/** One request each scenario concerns and the backend's answer to it. */
const CASES: ScenarioCase[] = [
  {
    scenario: 'maintenance',
    request: () => ({ url: '/wps/system/status' }),
    status: 200,
    body: { success: true, value: { status: 1 } },
  },
  {
    scenario: 'region-block',
    request: () => ({ url: '/wps/system/status' }),
    status: 200,
    body: { success: true, value: { status: 2 } },
  },
  {
    scenario: 'system-busy',
    request: () => ({ url: '/wps/system/helpCenter' }),
    status: 500,
    body: { success: false, message: '#727 system busy', value: null, code: 727, errorCode: '727' },
  },
  {
    scenario: 'slow-network',
    request: () => ({ url: '/wps/system/status' }),
    status: 200,
    body: { success: true, value: { status: 0 } },
  },
  {
    scenario: 'server-error',
    request: () => ({ url: '/wps/system/helpCenter' }),
    status: 500,
    body: { success: false, message: 'system.error', value: null },
  },
  {
    scenario: 'captcha-required',
    request: () => ({ method: 'POST', url: '/wps/session/login', payload: LOGIN }),
    status: 200,
    body: { success: false, message: 'captcha_required', value: { captcha: true } },
  },
  {
    scenario: 'invalid-affiliate',
    request: () => ({ url: '/wps/agent/affiliate?code=FRIEND1' }),
    status: 200,
    body: { success: true, message: null, value: { valid: false } },
  },
  {
    scenario: 'expired-token',
    request: () => ({
      url: '/wps/member/info',
      headers: { authorization: memberToken() },
    }),
    status: 401,
    body: { success: false, message: 'login.not.session' },
  },
  {
    scenario: 'quota-exceeded',
    request: () => ({ method: 'POST', url: '/wps/verification/sms/noLogin', payload: SMS }),
    status: 200,
    body: { success: false, message: 'quota_not_sufficient' },
  },
  {
    scenario: 'too-many-requests',
    request: () => ({ method: 'POST', url: '/wps/member/password/sms', payload: SMS }),
    status: 200,
    body: { success: false, message: 'too_many_requests' },
  },
  {
    scenario: 'domain-invalid',
    request: () => ({ url: '/wps/system/domainRoute' }),
    status: 200,
    body: { success: false, message: 'domain_invalid' },
  },
  {
    scenario: 'game-maintenance',
    request: () => ({
      url: '/wps/game/launchGame?launchMode=GLS&vassalage=PG&gameCode=1',
      headers: { authorization: memberToken() },
    }),
    status: 200,
    body: { success: false, message: 'game_maintenance' },
  },
  {
    scenario: 'function-not-available',
    request: () => ({ url: '/wps/system/helpCenter' }),
    status: 400,
    body: { success: false, message: 'function.not.available' },
  },
  {
    scenario: 'sms-send-failure',
    request: () => ({ method: 'POST', url: '/wps/verification/sms/noLogin', payload: SMS }),
    status: 200,
    body: {
      success: false,
      message: 'Failed to send the verification code, please try again later',
    },
  },
];

describe('scenario controls', () => {
  it('switch on, list, switch off one and all', async () => {
    expect((await switchOn({ name: 'system-busy', endpoints: ['games.'] })).statusCode).toBe(200);
    expect((await switchOn({ name: 'slow-network' })).statusCode).toBe(200);
    const state = await app.inject({ url: '/__dev/tenants/alpha/state' });
    expect(state.json().value.scenarios).toEqual([
      { name: 'system-busy', endpoints: ['games.'], delayMs: 0 },
      { name: 'slow-network', endpoints: null, delayMs: 3000 },
    ]);

    const one = await app.inject({
      method: 'DELETE',
      url: '/__dev/tenants/alpha/scenario?name=slow-network',
    });
    const names = (one.json().value.scenarios as { name: string }[]).map((s) => s.name);
    expect(names).toEqual(['system-busy']);
    const all = await app.inject({ method: 'DELETE', url: '/__dev/tenants/alpha/scenario' });
    expect(all.json().value.scenarios).toEqual([]);
  });

  it('are cleared by a reset', async () => {
    await switchOn({ name: 'server-error' });
    expect((await call({ url: '/wps/system/status' })).statusCode).toBe(500);
    await app.inject({ method: 'POST', url: '/__dev/reset' });
    expect((await call({ url: '/wps/system/status' })).statusCode).toBe(200);
    const state = await app.inject({ url: '/__dev/tenants/alpha/state' });
    expect(state.json().value.scenarios).toEqual([]);
  });

  it.each([
    {},
    { name: 'flood' },
    { name: 'slow-network', delayMs: MAX_SCENARIO_DELAY_MS + 1 },
    { name: 'slow-network', delayMs: -1 },
    { name: 'slow-network', delayMs: 1.5 },
    { name: 'system-busy', endpoints: [] },
    { name: 'system-busy', endpoints: ['games'] },
    { name: 'system-busy', endpoints: [7] },
    { name: 'system-busy', extra: true },
  ])('refuse %j', async (payload) => {
    const res = await switchOn(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'request_param_err' });
  });

  it('answer 404 for an unknown tenant and 400 for an unknown name to switch off', async () => {
    expect((await switchOn({ name: 'maintenance' }, 'nope')).statusCode).toBe(404);
    const res = await app.inject({
      method: 'DELETE',
      url: '/__dev/tenants/alpha/scenario?name=flood',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('each scenario answers as the backend would', () => {
  it('has a case for every scenario', () => {
    expect(CASES.map((c) => c.scenario).sort()).toEqual(
      SCENARIO_NAMES.filter((n) => n !== 'network-failure').sort(),
    );
  });

  it.each(CASES)('$scenario', async ({ scenario, request, status, body }) => {
    await switchOn({ name: scenario, delayMs: 0 });
    const res = await call(request());
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject(body);
  });

  it('network-failure drops the connection without an answer', async () => {
    await switchOn({ name: 'network-failure' });
    await expect(call({ url: '/wps/system/status' })).rejects.toThrow(/destroyed/);
  });

  it('slow-network answers only after its delay', async () => {
    await switchOn({ name: 'slow-network', delayMs: 300 });
    const started = Date.now();
    const res = await call({ url: '/wps/system/status' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(res.json()).toMatchObject({ success: true });
  });

  it('maintenance and region-block close every other call and lift when switched off', async () => {
    await switchOn({ name: 'region-block' });
    expect((await call({ url: '/wps/system/permission' })).json()).toMatchObject({
      value: { regionRestriction: true },
    });
    expect((await call({ url: '/wps/system/helpCenter' })).json()).toMatchObject({
      success: false,
      message: 'function.not.available',
    });
    await app.inject({ method: 'DELETE', url: '/__dev/tenants/alpha/scenario' });
    expect((await call({ url: '/wps/system/status' })).json()).toMatchObject({
      value: { status: 0 },
    });
    expect((await call({ url: '/wps/system/helpCenter' })).json()).toMatchObject({
      success: true,
    });
  });

  it('captcha-required lets a login carrying a captcha through', async () => {
    await switchOn({ name: 'captcha-required' });
    const res = await call({
      method: 'POST',
      url: '/wps/session/login',
      payload: { ...LOGIN, captcha: 'ab12' },
    });
    expect(res.json()).toMatchObject({ success: true, value: { token: 'stub-token' } });
  });

  it('invalid-affiliate fails registrations with a code, not those without', async () => {
    await switchOn({ name: 'invalid-affiliate' });
    const withCode = await call({
      method: 'PUT',
      url: '/wps/member/register',
      payload: { ...REGISTER, affiliateCode: 'FRIEND1' },
    });
    expect(withCode.json()).toMatchObject({ success: false, message: 'affiliate_code_invalid' });
    const without = await call({ method: 'PUT', url: '/wps/member/register', payload: REGISTER });
    expect(without.json()).toMatchObject({ success: true });
  });

  it('expired-token leaves public calls answering as to a visitor', async () => {
    await switchOn({ name: 'expired-token' });
    const res = await call({
      url: '/wps/system/status',
      headers: { authorization: memberToken() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
  });

  it('SMS scenarios leave calls that send no SMS alone', async () => {
    await switchOn({ name: 'quota-exceeded' });
    await switchOn({ name: 'sms-send-failure' });
    const login = await call({ method: 'POST', url: '/wps/session/login', payload: LOGIN });
    expect(login.json()).toMatchObject({ success: true });
  });
});

describe('scope', () => {
  it('an endpoints list limits a scenario to the matching ids and prefixes', async () => {
    await switchOn({ name: 'system-busy', endpoints: ['games.', 'system.helpCenter'] });
    expect((await call({ url: '/lgw/games/game_menus' })).json()).toMatchObject({ code: 727 });
    expect((await call({ url: '/wps/system/helpCenter' })).json()).toMatchObject({ code: 727 });
    expect((await call({ url: '/wps/system/status' })).json()).toMatchObject({ success: true });
  });

  it('a scenario of one merchant leaves the others alone', async () => {
    await switchOn({ name: 'server-error' }, 'beta');
    expect((await call({ url: '/wps/system/status' })).statusCode).toBe(200);
    expect((await call({ url: '/wps/system/status' }, 'BETA01')).statusCode).toBe(500);
  });

  it('the first failing scenario answers; a delay before it still applies', async () => {
    await switchOn({ name: 'slow-network', delayMs: 100 });
    await switchOn({ name: 'system-busy' });
    await switchOn({ name: 'server-error' });
    const started = Date.now();
    const res = await call({ url: '/wps/system/helpCenter' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    expect(res.json()).toMatchObject({ message: '#727 system busy' });
  });
});
