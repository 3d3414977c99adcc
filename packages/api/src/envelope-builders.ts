import type { Envelope } from './endpoint.js';

/** A successful answer. */
export function ok<T>(value: T): Envelope<T> {
  return { success: true, message: null, value };
}

/**
 * A failed answer; `code` is the numeric code some failures carry (e.g. 727 system busy). Beside
 * `message` it carries the fields other clients of the backend read: `msg` (the same text) and
 * `errorCode` (the failure's number as text when it has one, else the message).
 */
export function fail(message: string, value: unknown = null, code?: number): Envelope<unknown> {
  const errorCode = code === undefined ? message : String(code);
  return code === undefined
    ? { success: false, message, msg: message, errorCode, value }
    : { success: false, message, msg: message, errorCode, value, code };
}
