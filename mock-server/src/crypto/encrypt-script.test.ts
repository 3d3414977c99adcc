import { webcrypto } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import Fastify, { type FastifyInstance } from 'fastify';
import { TenantRegistry } from '@wl/tenant-config/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandlerContext, HandlerMap } from '../handler.js';
import { mockApi } from '../plugin.js';
import { createTenantsDir, type TenantsDir } from '../test-support/tenants-dir.js';
import { mockEncryptScript } from './encrypt-script-route.js';

const SCRIPT = { merchant: 'SCRIPT01' };
const LOGIN = { type: 'username', username: 'ann', password: 'Secret123' };

type ReRsaV2 = ((payload: unknown) => Promise<{ RSA: string; DES: string; rsaKey: string }>) & {
  keyId: string;
};

let tenants: TenantsDir;
let app: FastifyInstance;

beforeAll(async () => {
  tenants = createTenantsDir({
    script: {
      'tenant.json': {
        merchantCode: 'SCRIPT01',
        api: { upstream: null, encryption: 'upstream-script' },
      },
    },
  });
  app = Fastify();
  await app.register(mockApi, {
    tenants: new TenantRegistry({ tenantsDir: tenants.dir }),
    handlers: {
      'session.login': (ctx: HandlerContext<never>) => ({ received: ctx.body }),
    } as unknown as HandlerMap,
  });
  await app.register(mockEncryptScript);
});

afterAll(() => tenants.remove());

/** Runs the served script in a fresh browser-like global, as a page would, and returns reRsaV2. */
async function loadServedScript(): Promise<ReRsaV2> {
  const res = await app.inject({ url: '/js/encrypt.js' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/javascript/);
  const page: Record<string, unknown> = { crypto: webcrypto, TextEncoder, btoa, atob };
  page.window = page;
  runInNewContext(res.body, page);
  return page.reRsaV2 as ReRsaV2;
}

describe('the served /js/encrypt.js', () => {
  it('exposes reRsaV2, whose { RSA, DES } the server decrypts', async () => {
    const reRsaV2 = await loadServedScript();
    const json = JSON.stringify(LOGIN);

    const { RSA, DES, rsaKey } = await reRsaV2(json);

    expect(rsaKey).toBe(reRsaV2.keyId);
    const res = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: {
        ...SCRIPT,
        'content-type': 'application/json',
        encryption: RSA,
        'x-rsa': rsaKey,
        'x-digest': DES,
      },
      payload: JSON.stringify({ value: DES }),
    });
    expect(res.json()).toEqual({ success: true, message: null, value: { received: LOGIN } });
  });

  it('seals every call with a fresh key', async () => {
    const reRsaV2 = await loadServedScript();
    const [a, b] = await Promise.all([reRsaV2(LOGIN), reRsaV2(LOGIN)]);
    expect(a.RSA).not.toBe(b.RSA);
    expect(a.DES).not.toBe(b.DES);
  });

  it('fails clearly where WebCrypto is missing (plain HTTP)', async () => {
    const res = await app.inject({ url: '/js/encrypt.js' });
    const page: Record<string, unknown> = { TextEncoder, btoa, atob };
    page.window = page;
    runInNewContext(res.body, page);
    await expect((page.reRsaV2 as ReRsaV2)(LOGIN)).rejects.toThrow(/WebCrypto/);
  });
});
