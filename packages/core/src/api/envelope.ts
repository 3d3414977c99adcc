import type { Envelope } from '@wl/contract';
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

/**
 * The ApiError for an envelope with success false (or a failed HTTP answer carrying one). A dead
 * token's word (`login.not.session`, `unauthorized`) is an 'unauthorized' failure whatever the
 * HTTP status.
 */
export function envelopeError(
  envelope: Envelope<unknown>,
  endpoint: string,
  status?: number,
): ApiError {
  const message = typeof envelope.message === 'string' ? envelope.message.trim() : '';
  const code = typeof envelope.code === 'number' ? envelope.code : codeFromMessage(message);
  const mappedKey =
    SERVER_MESSAGE_KEYS[message] ?? (code === undefined ? undefined : SERVER_CODE_KEYS[code]);
  const kind = DEAD_SESSION_WORDS.includes(message)
    ? 'unauthorized'
    : PARAM_ERROR_WORDS.includes(message)
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
