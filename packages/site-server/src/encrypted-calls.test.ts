import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';
import {
  callEndpoint,
  initApi,
  isApiError,
  plainPayloadEncryptor,
  upstreamScriptPayloadEncryptor,
  type HttpClientOptions,
} from '@wl/core';
import { toPublicConfig, type EncryptionMode } from '@wl/tenant-config/node';
import { TenantRegistry } from '@wl/tenant-config/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteServer } from './build-site-server.js';
import { createSiteFixture, type SiteFixture } from './test-support/site-fixture.js';

/** A login the API schema accepts; whether the account exists does not matter here. */
const LOGIN = { type: 'username' as const, username: 'nobody', password: 'Wrong123' };

type Adapter = NonNullable<HttpClientOptions['adapter']>;

let site: SiteFixture;
let app: FastifyInstance;

/** Sends the client's requests into the site server (mock on) as the page on `host` would. */
function siteAdapter(host: string): Adapter {
  return async (config) => {
    const headers = (config.headers as { toJSON(): Record<string, string> }).toJSON();
    const res = await app.inject({
      method: (config.method ?? 'get').toUpperCase() as 'GET',
      url: config.url ?? '/',
      headers: { ...headers, host },
      ...(config.data === undefined ? {} : { payload: config.data as string }),
    });
    return { data: res.json(), status: 200, statusText: 'OK', headers: {}, config, request: {} };
  };
}

/** The page's script tag: runs the served /js/encrypt.js and exposes its reRsaV2 on the page. */
async function loadServedScript(src: string): Promise<void> {
  const res = await app.inject({ url: src, headers: { host: 'script.localhost' } });
  const page: Record<string, unknown> = { crypto, TextEncoder, btoa, atob };
  page.window = page;
  runInNewContext(res.body, page);
  (globalThis as { reRsaV2?: unknown }).reRsaV2 = page.reRsaV2;
}

/** The parameter error of the login, or 'accepted' when the backend read the payload and answered. */
async function loginOutcome(): Promise<string> {
  try {
    await callEndpoint('session.login', { body: LOGIN });
    return 'accepted';
  } catch (error) {
    if (isApiError(error) && error.kind === 'param') return error.message;
    // The backend read the payload and refused the account (e.g. a wrong password).
    if (isApiError(error) && error.kind === 'server') return 'accepted';
    throw error;
  }
}

function client(code: string, mode: EncryptionMode, plain = false): void {
  const tenant = new TenantRegistry({ tenantsDir: site.tenantsDir }).get(code);
  if (!tenant) throw new Error(`no tenant ${code}`);
  initApi(toPublicConfig(tenant, {}), {
    adapter: siteAdapter(`${code}.localhost`),
    getLanguage: () => 'EN',
    getToken: () => null,
    encryptors: {
      'upstream-script': upstreamScriptPayloadEncryptor({ loadScript: loadServedScript }),
      ...(plain ? { [mode]: plainPayloadEncryptor } : {}),
    },
  });
}

beforeAll(() => {
  site = createSiteFixture();
  site.writeTenant('modern', {
    'tenant.json': { merchantCode: 'MODERN01', api: { upstream: null, encryption: 'modern' } },
  });
  site.writeTenant('script', {
    'tenant.json': {
      merchantCode: 'SCRIPT01',
      api: { upstream: null, encryption: 'upstream-script' },
    },
  });
  app = buildSiteServer({
    tenantsDir: site.tenantsDir,
    distDir: site.distDir,
    mock: true,
    devControls: false,
  });
});

afterAll(async () => {
  delete (globalThis as { reRsaV2?: unknown }).reRsaV2;
  await app.close();
  site.remove();
});

describe('the @wl/core client against the mock backend', () => {
  it('modern: the mock decrypts what the client sealed with the fetched public key', async () => {
    client('modern', 'modern');
    expect(await loginOutcome()).toBe('accepted');
  });

  it("upstream-script: the mock's /js/encrypt.js seals what the mock then decrypts", async () => {
    client('script', 'upstream-script');
    expect(await loginOutcome()).toBe('accepted');
  });

  it('a tenant that expects encryption refuses the same login sent plain', async () => {
    client('modern', 'modern', true);
    expect(await loginOutcome()).toBe('request_body_required');
  });
});
