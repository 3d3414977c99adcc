import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_DEVICE_ID_KEY, loginDeviceId } from './login-device-id.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('loginDeviceId', () => {
  it('creates a UUID once and keeps it in local storage', () => {
    const id = loginDeviceId();
    expect(id).toMatch(UUID);
    expect(localStorage.getItem(LOGIN_DEVICE_ID_KEY)).toBe(id);
    expect(loginDeviceId()).toBe(id);
  });

  it('keeps the id another tab or an earlier visit stored', () => {
    localStorage.setItem(LOGIN_DEVICE_ID_KEY, 'b1946ac9-2e0d-4c3b-9a5e-5d41402abc4b');
    expect(loginDeviceId()).toBe('b1946ac9-2e0d-4c3b-9a5e-5d41402abc4b');
  });

  it('makes a UUID without crypto.randomUUID (pages served over plain http)', () => {
    vi.stubGlobal('crypto', {
      getRandomValues: <T extends ArrayBufferView>(array: T) => {
        new Uint8Array(array.buffer).fill(0xff);
        return array;
      },
    });
    expect(loginDeviceId()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });

  it('still answers one id for the page when local storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const id = loginDeviceId(refusing);
    expect(id).toMatch(UUID);
    expect(loginDeviceId(refusing)).toBe(id);
  });
});
