import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { REPO_ROOT } from '@wl/api/node';
import { TenantRegistry } from '@wl/tenant-config/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unauthorized } from '../backend-error.js';
import { mockApi } from '../plugin.js';
import { MockStore } from '../state/mock-store.js';

const SAIGON = 'SGN01';
const JADE = 'JADE01';
const DEAD_TOKEN = { status: unauthorized().httpStatus, body: unauthorized().toEnvelope() };

const tenants = new TenantRegistry({ tenantsDir: join(REPO_ROOT, 'tenants') });
let direct: FastifyInstance;
let behindSite: FastifyInstance;

async function start(siteServed: boolean): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(mockApi, {
    tenants,
    store: new MockStore(),
    ...(siteServed && { siteTenant: (host: string | undefined) => tenants.resolveHost(host) }),
  });
  return app;
}

/** Signs player.one in on saigon and answers the token. */
async function saigonToken(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: { host: 'saigon.localhost', merchant: SAIGON, device: 'web' },
    payload: { type: 'username', username: 'player.one', password: 'Passw0rd!' },
  });
  expect(res.json(), res.body).toMatchObject({ success: true });
  return res.json<{ value: { token: string } }>().value.token;
}

function memberInfo(app: FastifyInstance, host: string, merchant: string, token: string) {
  return app.inject({
    url: '/wps/member/info',
    headers: { host, merchant, device: 'web', authorization: token },
  });
}

beforeAll(async () => {
  direct = await start(false);
  behindSite = await start(true);
});

afterAll(async () => {
  await direct.close();
  await behindSite.close();
});

describe('a token belongs to the merchant that issued it', () => {
  it('is refused as a dead token by another merchant (client calling the mock directly)', async () => {
    const token = await saigonToken(direct);
    const own = await memberInfo(direct, 'jade.localhost', SAIGON, token);
    expect(own.json()).toMatchObject({ success: true, value: { username: 'player.one' } });

    const elsewhere = await memberInfo(direct, 'saigon.localhost', JADE, token);
    expect({ status: elsewhere.statusCode, body: elsewhere.json() }).toEqual(DEAD_TOKEN);
  });
});

describe('behind a site, the Host names the merchant', () => {
  it("refuses a saigon token on jade's Host, even sent with saigon's Merchant", async () => {
    const token = await saigonToken(behindSite);
    for (const merchant of [SAIGON, JADE]) {
      const res = await memberInfo(behindSite, 'jade.localhost', merchant, token);
      expect({ status: res.statusCode, body: res.json() }, merchant).toEqual(DEAD_TOKEN);
    }
    const own = await memberInfo(behindSite, 'saigon.localhost', JADE, token);
    expect(own.json()).toMatchObject({ success: true, value: { username: 'player.one' } });
  });

  it('refuses a Host the site does not serve, whatever Merchant it sends', async () => {
    const res = await behindSite.inject({
      url: '/wps/system/status',
      headers: { host: 'nobody.example.com', merchant: SAIGON },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'request_param_err' });
  });
});
