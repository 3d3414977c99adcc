import type { IncomingHttpHeaders } from 'node:http';
import { requestBodyRequired, requestParamError } from '../backend-error.js';
import { headerValue } from '../request/headers.js';
import { openSealedPayload, UnreadablePayloadError } from './open-sealed-payload.js';
import { parsePayloadJson } from './parse-payload-json.js';
import { serverKeyPair } from './server-key-pair.js';

/** Headers carrying the key material of an encrypted body. */
export const ENCRYPTION_HEADERS = {
  sealedKey: 'encryption',
  keyId: 'x-rsa',
  digest: 'x-digest',
} as const;

function sealedValue(body: unknown): string | null {
  if (body === null || typeof body !== 'object') return null;
  const value = (body as { value?: unknown }).value;
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * The plain payload of an E body sealed with the modern scheme (what `modern` clients and the
 * mock's own /js/encrypt.js send): `{ value }` with `Encryption`, `X-RSA` and `X-Digest`.
 *
 * - `X-Digest` or `X-RSA` missing (a proxy dropped them), no `Encryption`, or no sealed `value`
 *   (e.g. plain JSON) → 400 request_body_required.
 * - A key id other than the server's, a payload that does not decrypt, a digest mismatch or a
 *   payload that is not JSON → 400 request_param_err.
 */
export function openEncryptedBody(body: unknown, headers: IncomingHttpHeaders): unknown {
  const digest = headerValue(headers, ENCRYPTION_HEADERS.digest);
  const keyId = headerValue(headers, ENCRYPTION_HEADERS.keyId);
  const sealedKey = headerValue(headers, ENCRYPTION_HEADERS.sealedKey);
  const value = sealedValue(body);
  if (digest === null || keyId === null || sealedKey === null || value === null) {
    throw requestBodyRequired();
  }
  const keyPair = serverKeyPair();
  if (keyId !== keyPair.keyId) throw requestParamError();
  let plaintext: Buffer;
  try {
    plaintext = openSealedPayload({ value, sealedKey, digest }, keyPair.privateKey);
  } catch (error) {
    if (error instanceof UnreadablePayloadError) throw requestParamError();
    throw error;
  }
  const parsed = parsePayloadJson(plaintext);
  if (parsed === null) throw requestParamError();
  return parsed.value;
}
