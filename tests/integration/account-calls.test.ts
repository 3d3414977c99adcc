import {
  callEndpoint,
  LOGIN_DEVICE_ID_KEY,
  loadCaptchaImage,
  login,
  readSessionToken,
  refreshMemberInfo,
  registerByMobile,
  useMemberStore,
  useSessionStore,
} from '@wl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestSmsCode } from '../../mock-server/src/state/sms-codes.js';
import type { MockTestApp } from '../../mock-server/src/test-support/mock-test-app.js';
import { PLAYER, connectClient, startMock } from './client-harness.js';

const MERCHANT = 'SGN01';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let mock: MockTestApp;

beforeAll(async () => {
  mock = await startMock();
});

afterAll(async () => {
  await mock.app.close();
});

/** The JSON bodies the client sent to `path`. */
function bodiesSentTo(requests: { url: string; payload?: string }[], path: string): unknown[] {
  return requests
    .filter((r) => r.url.split('?')[0] === path)
    .map((r) => JSON.parse(r.payload ?? 'null') as unknown);
}

describe('login', () => {
  it('sends a stable loginDeviceId kept in local storage and starts the session', async () => {
    const { requests } = connectClient(mock);
    const session = await login({ type: 'username', ...PLAYER });
    expect(session).toMatchObject({ id: 2001, userName: PLAYER.username, type: 0 });
    expect(readSessionToken()).toBe(session.token);
    expect(useSessionStore.getState()).toMatchObject({ isLogin: true, isAgent: false });

    await login({ type: 'username', ...PLAYER });
    const [first, second] = bodiesSentTo(requests, '/wps/session/login') as {
      loginDeviceId: string;
    }[];
    expect(first?.loginDeviceId).toMatch(UUID);
    expect(second?.loginDeviceId).toBe(first?.loginDeviceId);
    expect(localStorage.getItem(LOGIN_DEVICE_ID_KEY)).toBe(first?.loginDeviceId);
  });

  it('knows an agent from the login answer', async () => {
    connectClient(mock);
    await login({ type: 'username', username: 'agent.mid', password: PLAYER.password });
    expect(useSessionStore.getState().isAgent).toBe(true);
  });

  it('leaves the visitor signed out when the password is wrong', async () => {
    connectClient(mock);
    await expect(
      login({ type: 'username', username: PLAYER.username, password: 'wrong-Pass1' }),
    ).rejects.toMatchObject({ kind: 'server' });
    expect(useSessionStore.getState().isLogin).toBe(false);
  });
});

describe('registerByMobile', () => {
  it('registers with the field names public clients send and signs the new member in', async () => {
    const { requests } = connectClient(mock);
    await callEndpoint('verification.smsRegisterMobile', {
      body: { mobileNo: '912000777', countryDialingCode: '+84' },
    });
    const code = latestSmsCode(mock.state(MERCHANT).auth.sms, '+84912000777')?.code ?? '';
    const result = await registerByMobile({
      mobile: '912000777',
      password: 'Secret99',
      referralCode: 'FRIEND1',
      verificationCode: code,
    });
    expect(result.userName).toBe('912000777');
    expect(useSessionStore.getState()).toMatchObject({ isLogin: true, token: result.token });

    const [body] = bodiesSentTo(requests, '/wps/member/register/mobile');
    expect(body).toMatchObject({
      mobile: '912000777',
      password: 'Secret99',
      referralCode: 'FRIEND1',
    });
    expect((body as { loginDeviceId: string }).loginDeviceId).toBe(
      localStorage.getItem(LOGIN_DEVICE_ID_KEY),
    );

    const info = await refreshMemberInfo();
    expect(info).toMatchObject({ account: '912000777', mobile: '+84912000777' });
    expect(useMemberStore.getState().info?.account).toBe('912000777');
  });
});

describe('loadCaptchaImage', () => {
  it('answers an image the page can show', async () => {
    connectClient(mock);
    expect(await loadCaptchaImage()).toMatch(/^data:image\/(png|svg\+xml);base64,/);
  });
});
