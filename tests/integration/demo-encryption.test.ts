import { callEndpoint, isApiError } from '@wl/core';
import { toPublicConfig } from '@wl/tenant-config/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockTestApp } from '../../mock-server/src/test-support/mock-test-app.js';
import { PLAYER, connectClient, siteTenants, startMock } from './client-harness.js';

/**
 * The demo tenants cover both ends of payload encryption: jade seals E calls with the modern
 * scheme (WebCrypto), saigon sends them plain (`none`).
 */
let mock: MockTestApp;

beforeAll(async () => {
  mock = await startMock();
});

afterAll(async () => {
  await mock.app.close();
});

function connect(code: 'jade' | 'saigon') {
  const config = siteTenants.get(code);
  if (!config) throw new Error(`tenants/${code} is missing`);
  return connectClient(mock, { tenant: toPublicConfig(config, {}) });
}

const LOGIN = { type: 'username', username: PLAYER.username, password: PLAYER.password } as const;

describe('demo tenants and payload encryption', () => {
  it('jade seals the login (modern) and the mock opens and reads it', async () => {
    const { tenant, requests } = connect('jade');
    expect(tenant.encryption).toBe('modern');

    // Jade asks a captcha from the first attempt: an answer about it means the payload was read.
    const outcome = await callEndpoint('session.login', { body: LOGIN }).then(
      () => 'signed in',
      (error: unknown) => (isApiError(error) ? error.message : String(error)),
    );

    expect(outcome).toBe('captcha_required');
    const login = requests.find((r) => r.url.startsWith('/wps/session/login'));
    expect(login?.headers).toMatchObject({
      Encryption: expect.any(String),
      'X-RSA': expect.stringMatching(/^mock-/),
      'X-Digest': expect.any(String),
    });
    expect(login?.payload).not.toContain(PLAYER.password);
    expect(Object.keys(JSON.parse(login?.payload ?? '{}') as object)).toEqual(['value']);
  });

  it('saigon sends the same login as plain JSON', async () => {
    const { tenant, requests } = connect('saigon');
    expect(tenant.encryption).toBe('none');

    await callEndpoint('session.login', { body: LOGIN });

    const login = requests.find((r) => r.url.startsWith('/wps/session/login'));
    expect(JSON.parse(login?.payload ?? '{}')).toMatchObject(LOGIN);
    expect(login?.headers).not.toHaveProperty('Encryption');
  });
});
