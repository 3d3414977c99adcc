import axios, { type AxiosStatic } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiStoreHooks } from '../stores/api-store-hooks.js';
import { envelope, fakeBackend, type RecordedRequest } from '../testing/fake-backend.js';
import { resetStores } from '../testing/reset-stores.js';
import { testTenant } from '../testing/test-tenant.js';
import { ApiError } from './api-error.js';
import { initApi } from './api-context.js';
import { callEndpoint } from './call-endpoint.js';
import { shouldRetry } from '../hooks/swr-defaults.js';

/** axios as the client loads it, counted; `failures` first loads fail as an offline chunk would. */
function countedLoader(failures = 0) {
  let calls = 0;
  const loadAxios = vi.fn(() => {
    calls += 1;
    return calls <= failures
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve(axios);
  });
  return loadAxios;
}

let requests: RecordedRequest[];
function start(loadAxios: () => Promise<AxiosStatic>) {
  const fake = fakeBackend({}, { otherwise: () => ({ data: envelope({ status: 0 }) }) });
  requests = fake.requests;
  initApi(testTenant(), {
    ...apiStoreHooks(),
    adapter: fake.adapter,
    getLanguage: () => 'EN',
    getToken: () => 'tok-1',
    loadAxios,
  });
}

beforeEach(() => resetStores());

describe('the HTTP client loads axios with the first call (docs/performance.md)', () => {
  it('loads nothing at start-up, axios once with the first call, and sends the usual headers', async () => {
    const loadAxios = countedLoader();
    start(loadAxios);
    expect(loadAxios).not.toHaveBeenCalled();

    await Promise.all([callEndpoint('system.status'), callEndpoint('system.status')]);
    await callEndpoint('member.info').catch(() => undefined);

    expect(loadAxios).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(3);
    expect(requests[0]?.headers).toMatchObject({
      Merchant: testTenant().merchantCode,
      Device: 'web',
      Language: 'EN',
    });
    expect(requests[2]?.headers).toMatchObject({ Authorization: 'tok-1' });
  });

  it('fails a call as a network error when axios cannot be loaded, and loads it again next time', async () => {
    const loadAxios = countedLoader(1);
    start(loadAxios);

    const error = await callEndpoint('system.status').then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('network');
    expect((error as ApiError).i18nKey).toBe('errors.network');
    expect(shouldRetry(error)).toBe(true);
    expect(requests).toHaveLength(0);

    await expect(callEndpoint('system.status')).resolves.toBeDefined();
    expect(loadAxios).toHaveBeenCalledTimes(2);
    expect(requests).toHaveLength(1);
  });

  it('without a loader of its own, imports axios itself', async () => {
    const fake = fakeBackend({}, { otherwise: () => ({ data: envelope({ status: 0 }) }) });
    initApi(testTenant(), { adapter: fake.adapter });
    await callEndpoint('system.status');
    expect(fake.requests).toHaveLength(1);
  });
});
