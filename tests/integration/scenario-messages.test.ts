import { ApiError, callEndpoint, errorMessage, login, useSessionStore } from '@wl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockTestApp } from '../../mock-server/src/test-support/mock-test-app.js';
import { PLAYER, connectClient, startMock, t } from './client-harness.js';

/**
 * Each backend failure scenario, met by the real client: the ApiError it becomes and the documented (docs/product/errors.md#errors)
 * text `errorMessage` shows with the shipped dictionary.
 */
let mock: MockTestApp;

beforeAll(async () => {
  mock = await startMock();
});

afterAll(async () => {
  await mock.app.close();
});

async function failureOf(call: () => Promise<unknown>): Promise<ApiError> {
  const error = await call().then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('scenarios reach the visitor as the documented messages', () => {
  it('network-failure → "Network link is abnormal, please try again"', async () => {
    const client = connectClient(mock);
    await client.scenario({ name: 'network-failure' });
    const error = await failureOf(() => callEndpoint('system.helpCenter'));
    expect(error.kind).toBe('network');
    expect(errorMessage(error, t)).toBe('Network link is abnormal, please try again');
  });

  it('slow-network past the client timeout → the slow-load message', async () => {
    const client = connectClient(mock, { timeout: 150 });
    await client.scenario({ name: 'slow-network', delayMs: 400 });
    const error = await failureOf(() => callEndpoint('system.helpCenter'));
    expect(error.kind).toBe('timeout');
    expect(errorMessage(error, t)).toBe(t('errors.slowLoad'));
    expect(errorMessage(error, t)).toMatch(/took longer time to load/);
  });

  it('slow-network within the client timeout still answers', async () => {
    const client = connectClient(mock, { timeout: 2000 });
    await client.scenario({ name: 'slow-network', delayMs: 100 });
    await expect(callEndpoint('system.status')).resolves.toMatchObject({ status: 0 });
  });

  it('server-error → "system error"', async () => {
    const client = connectClient(mock);
    await client.scenario({ name: 'server-error' });
    const error = await failureOf(() => callEndpoint('system.helpCenter'));
    expect(error).toMatchObject({ kind: 'server', status: 500 });
    expect(errorMessage(error, t)).toMatch(/^System error/);
  });

  it('expired-token → "Your session has ended, please sign in again", session cleared', async () => {
    const client = connectClient(mock);
    await login({ type: 'username', username: PLAYER.username, password: PLAYER.password });
    await client.scenario({ name: 'expired-token' });
    const error = await failureOf(() => callEndpoint('wallet.balance'));
    expect(error.kind).toBe('unauthorized');
    expect(errorMessage(error, t)).toBe('Your session has ended, please sign in again');
    expect(useSessionStore.getState().isLogin).toBe(false);
  });

  it('system-busy (HTTP 500) → a translated sentence, never the raw #727 word', async () => {
    const client = connectClient(mock);
    await client.scenario({ name: 'system-busy', endpoints: ['system.helpCenter'] });
    const error = await failureOf(() => callEndpoint('system.helpCenter'));
    expect(error).toMatchObject({ kind: 'server', code: 727, status: 500 });
    expect(errorMessage(error, t)).toBe('The system is busy, please try again in a moment');
  });

  it('invalid-affiliate → the invitation-code error', async () => {
    const client = connectClient(mock);
    await client.scenario({ name: 'invalid-affiliate' });
    const check = await callEndpoint('member.affiliateCheck', { query: { code: 'FRIEND1' } });
    expect(check.valid).toBe(false);
    const error = await failureOf(() =>
      callEndpoint('member.register', {
        body: {
          username: 'fresh.player',
          password: 'Passw0rd!',
          confirmPassword: 'Passw0rd!',
          affiliateCode: 'FRIEND1',
        },
      }),
    );
    expect(errorMessage(error, t)).toBe('Invalid invitation code');
  });

  it('maintenance → system status 1 and other calls refused as not available', async () => {
    const client = connectClient(mock);
    await client.scenario({ name: 'maintenance' });
    await expect(callEndpoint('system.status')).resolves.toMatchObject({ status: 1 });
    const error = await failureOf(() => callEndpoint('system.helpCenter'));
    expect(errorMessage(error, t)).toBe(t('errors.functionNotAvailable'));
  });

  it("sms-send-failure → the server's text for the warning dialog", async () => {
    const client = connectClient(mock);
    await client.scenario({ name: 'sms-send-failure' });
    const error = await failureOf(() =>
      callEndpoint('verification.smsLogin', {
        body: { mobileNum: '987650001', countryDialingCode: '+84' },
      }),
    );
    expect(errorMessage(error, t)).toBe(
      'Failed to send the verification code, please try again later',
    );
  });
});
