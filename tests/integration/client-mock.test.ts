import {
  ApiError,
  callEndpoint,
  login,
  readSessionToken,
  useModalStore,
  useSessionStore,
} from '@wl/core';
import { handlers } from '@wl/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockTestApp } from '../../mock-server/src/test-support/mock-test-app.js';
import { PLAYER, connectClient, startMock } from './client-harness.js';

let mock: MockTestApp;

beforeAll(async () => {
  mock = await startMock();
});

afterAll(async () => {
  await mock.app.close();
});

async function logIn(): Promise<string> {
  const session = await login({
    type: 'username',
    username: PLAYER.username,
    password: PLAYER.password,
  });
  return session.token;
}

const hasLogin = 'session.login' in handlers;

describe('the client meets the mock pipeline', () => {
  it('sends Merchant, Device and Language on every call, and no token before login', async () => {
    connectClient(mock);
    const status = await callEndpoint('system.status');
    expect(status.status).toBe(0);
    const seen = mock.received.at(-1);
    expect(seen?.headers).toMatchObject({ merchant: 'SGN01', device: 'web', language: 'EN' });
    expect(seen?.headers.authorization).toBeUndefined();
  });

  it.skipIf(!hasLogin)(
    'logs in, calls a token endpoint, logs out; the dead token then signs the visitor out',
    async () => {
      connectClient(mock);
      const token = await logIn();
      expect(readSessionToken()).toBe(token);

      const info = await callEndpoint('member.info');
      expect(mock.received.at(-1)?.headers.authorization).toBe(token);
      expect(JSON.stringify(info)).toContain(PLAYER.username);

      expect(await callEndpoint('session.logout')).toBeNull();
      // The token is still stored: the next call carries it and the backend refuses it.
      const failure = await callEndpoint('member.info').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ kind: 'unauthorized', status: 401 });
      expect(useSessionStore.getState()).toMatchObject({ token: null, isLogin: false });
      expect(readSessionToken()).toBeNull();
      expect(useModalStore.getState().stack.at(-1)?.id).toBe('login');
    },
  );

  it('does not send a call whose module is off for the tenant', async () => {
    const { tenant } = connectClient(mock);
    const off = connectClient(mock, { tenant: { modules: { ...tenant.modules, CBS3: false } } });
    await expect(callEndpoint('live.models')).rejects.toMatchObject({
      kind: 'module-off',
      endpoint: 'live.models',
    });
    expect(off.requests).toHaveLength(0);
    expect(mock.received).toHaveLength(0);

    const on = connectClient(mock);
    await callEndpoint('live.models', { query: { active: 1, streaming: 1 } });
    expect(on.requests.map((r) => r.url)).toEqual([
      expect.stringContaining('/wps/relay/CBS_modelList'),
    ]);
  });
});
