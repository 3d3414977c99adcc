import type { Envelope } from '@wl/api';
import { ApiError } from './api-error.js';
import {
  DEAD_SESSION_WORDS,
  PARAM_ERROR_WORDS,
  SERVER_CODE_KEYS,
  SERVER_MESSAGE_KEYS,
  codeFromMessage,
  isHumanMessage,
} from './server-message-keys.js';

export function isEnvelope(data: unknown): data is Envelope<unknown> {
  return (
    data !== null &&
    typeof data === 'object' &&
    typeof (data as { success?: unknown }).success === 'boolean'
  );
}

const text = (field: unknown): string => (typeof field === 'string' ? field.trim() : '');

/**
 * The failure's number: `code`, else an `errorCode` that is a number (`"727"`), else one written
 * into the message (`#727 system busy`).
 */
export function envelopeCode(envelope: Envelope<unknown>): number | undefined {
  if (typeof envelope.code === 'number') return envelope.code;
  const errorCode = text(envelope.errorCode);
  if (/^\d+$/.test(errorCode)) return Number(errorCode);
  return codeFromMessage(text(envelope.message) || text(envelope.msg));
}

/**
 * The ApiError for an envelope with success false (or a failed HTTP answer carrying one). Both
 * generations of the backend's failure fields are read: `message` or `msg` for the text, `code`
 * or `errorCode` for the word or number (docs/product/backend.md#response-envelope). A dead
 * token's word (`login.not.session`, `unauthorized`) is an 'unauthorized' failure whatever the
 * HTTP status.
 */
export function envelopeError(
  envelope: Envelope<unknown>,
  endpoint: string,
  status?: number,
): ApiError {
  const message = text(envelope.message) || text(envelope.msg);
  const errorCode = text(envelope.errorCode);
  const code = envelopeCode(envelope);
  const words = [message, errorCode];
  const mappedKey =
    SERVER_MESSAGE_KEYS[message] ??
    SERVER_MESSAGE_KEYS[errorCode] ??
    (code === undefined ? undefined : SERVER_CODE_KEYS[code]);
  const kind = words.some((word) => DEAD_SESSION_WORDS.includes(word))
    ? 'unauthorized'
    : words.some((word) => PARAM_ERROR_WORDS.includes(word))
      ? 'param'
      : 'server';
  return new ApiError({
    kind,
    endpoint,
    i18nKey: mappedKey ?? 'errors.system',
    message: message === '' ? `${endpoint} failed` : message,
    serverMessage: mappedKey === undefined && isHumanMessage(message) ? message : null,
    ...(code === undefined ? {} : { code }),
    ...(status === undefined ? {} : { status }),
    value: envelope.value,
  });
}

/** `{ success, message, value }` → value, or throws the matching ApiError. */
export function unwrapEnvelope<V>(data: unknown, endpoint: string): V {
  if (!isEnvelope(data)) {
    throw new ApiError({
      kind: 'server',
      endpoint,
      i18nKey: 'errors.system',
      message: `${endpoint}: the answer is not a { success, message, value } envelope`,
    });
  }
  if (!data.success) throw envelopeError(data, endpoint);
  return data.value as V;
}
