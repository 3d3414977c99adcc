import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockTestApp, type MockTestApp } from '../test-support/mock-test-app.js';

let mock: MockTestApp;
let app: FastifyInstance;

beforeAll(async () => {
  mock = await createMockTestApp({ tenants: 'repository', clock: 'running' });
  app = mock.app;
});
afterAll(() => mock.close());

async function loginInfo(merchant: string): Promise<Record<string, unknown>> {
  const res = await app.inject({
    url: '/wps/system/loginInfo',
    headers: { merchant, device: 'web' },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ success: boolean; value: Record<string, unknown> }>();
  expect(body.success).toBe(true);
  return body.value;
}

describe("'system.loginInfo' tells the login modal which options to show", () => {
  it('offers SMS login without a captcha or third-party sign-in by default (saigon)', async () => {
    const value = await loginInfo('SGN01');
    expect(value).toMatchObject({
      captchaRequired: false,
      smsLogin: true,
      google: false,
      facebook: false,
    });
  });

  it('applies the per-tenant fixture override (jade: captcha first, Google and Facebook on)', async () => {
    const value = await loginInfo('JADE01');
    expect(value).toMatchObject({ captchaRequired: true, google: true, facebook: true });
  });

  it('refuses an unknown merchant with request_param_err', async () => {
    const res = await app.inject({
      url: '/wps/system/loginInfo',
      headers: { merchant: 'NOPE', device: 'web' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('request_param_err');
  });
});
