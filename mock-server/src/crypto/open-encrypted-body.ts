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
 * How the key material travels: `modern` (our scheme: `X-Digest` is base64 SHA-256 of the plain
 * JSON, `X-RSA` the key id of GET /wps/system/publicKey) or `upstream-script` (as clients that wrap
 * `reRsaV2` send it: `X-Digest` is the sealed payload itself, `X-RSA` the script's `rsaKey`).
 * Both put `{ value: <sealed payload> }` in the body and the sealed content key in `Encryption`.
 */
type EncryptionHeaderScheme = 'modern' | 'upstream-script';

/**
 * The plain payload of an E body sealed with the modern ciphers (what `modern` clients and the
 * mock's own /js/encrypt.js produce): `{ value }` with `Encryption`, `X-RSA` and `X-Digest`.
 *
 * - `X-Digest` or `X-RSA` missing (a proxy dropped them), no `Encryption`, or no sealed `value`
 *   (e.g. plain JSON) → 400 request_body_required.
 * - A key id other than the server's, a payload that does not decrypt, a digest that does not fit
 *   the scheme or a payload that is not JSON → 400 request_param_err.
 */
export function openEncryptedBody(
  body: unknown,
  headers: IncomingHttpHeaders,
  scheme: EncryptionHeaderScheme,
): unknown {
  const digest = headerValue(headers, ENCRYPTION_HEADERS.digest);
  const keyId = headerValue(headers, ENCRYPTION_HEADERS.keyId);
  const sealedKey = headerValue(headers, ENCRYPTION_HEADERS.sealedKey);
  const value = sealedValue(body);
  if (digest === null || keyId === null || sealedKey === null || value === null) {
    throw requestBodyRequired();
  }
  const keyPair = serverKeyPair();
  if (keyId !== keyPair.keyId) throw requestParamError();
  if (scheme === 'upstream-script' && digest !== value) throw requestParamError();
  let plaintext: Buffer;
  try {
    const sealed = scheme === 'modern' ? { value, sealedKey, digest } : { value, sealedKey };
    plaintext = openSealedPayload(sealed, keyPair.privateKey);
  } catch (error) {
    if (error instanceof UnreadablePayloadError) throw requestParamError();
    throw error;
  }
  const parsed = parsePayloadJson(plaintext);
  if (parsed === null) throw requestParamError();
  return parsed.value;
}
