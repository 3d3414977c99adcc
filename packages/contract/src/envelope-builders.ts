import type { Envelope } from './endpoint.js';

/** A successful answer. */
export function ok<T>(value: T): Envelope<T> {
  return { success: true, message: null, value };
}

/** A failed answer; `code` is the numeric code some failures carry (e.g. 727 system busy). */
export function fail(message: string, value: unknown = null, code?: number): Envelope<unknown> {
  return code === undefined
    ? { success: false, message, value }
    : { success: false, message, value, code };
}
