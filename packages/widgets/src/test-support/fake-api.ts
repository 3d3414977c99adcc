import type { ApiOptions } from '@wl/core';

type Adapter = NonNullable<ApiOptions['adapter']>;

/**
 * A stand-in for the backend: answers each path with the `{ success, message, value }`
 * envelope around `values[path]`, or 404 for a path it does not know. Records the paths asked.
 */
export function fakeApi(values: Record<string, unknown>): { adapter: Adapter; paths: string[] } {
  const paths: string[] = [];
  const adapter: Adapter = (config) => {
    const path = config.url ?? '';
    paths.push(path);
    const known = Object.hasOwn(values, path);
    const status = known ? 200 : 404;
    const data = known
      ? { success: true, message: null, value: values[path] }
      : { success: false, message: 'not found', value: null };
    return Promise.resolve({ data, status, statusText: String(status), headers: {}, config });
  };
  return { adapter, paths };
}
