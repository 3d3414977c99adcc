import type { ApiOptions, SystemStatus } from '@wl/core';

type Adapter = NonNullable<ApiOptions['adapter']>;

export interface FakeBackendOptions {
  status?: SystemStatus;
  /** The first N status calls fail as if the network were down. */
  statusFailures?: number;
}

/**
 * Stands in for the backend behind /wps: answers system status, whitelabel and domain routes
 * with `{ success, message, value }` envelopes, 404 for anything else. Records the paths asked.
 */
export function fakeBackend(options: FakeBackendOptions = {}): { adapter: Adapter; paths: string[] } {
  const paths: string[] = [];
  let failuresLeft = options.statusFailures ?? 0;
  const values: Record<string, unknown> = {
    '/wps/system/status': options.status ?? { status: 0, maintenanceEnd: null, ip: '203.0.113.7' },
    '/wps/system/whitelabel': [],
    '/wps/system/domainRoute': { mainDomain: 'demo.example.com', routes: [] },
  };
  const adapter: Adapter = (config) => {
    const path = config.url ?? '';
    paths.push(path);
    if (path === '/wps/system/status' && failuresLeft > 0) {
      failuresLeft -= 1;
      return Promise.reject(Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK', config }));
    }
    const known = Object.hasOwn(values, path);
    const status = known ? 200 : 404;
    const data = known ? { success: true, message: null, value: values[path] } : { success: false, message: null, value: null };
    return Promise.resolve({ data, status, statusText: String(status), headers: {}, config });
  };
  return { adapter, paths };
}
