import type { IncomingHttpHeaders } from 'node:http';
import forge from 'node-forge';
import { requestParamError } from '../backend-error.js';
import { headerValue } from '../request/headers.js';
import { legacyKeyPair } from './legacy-key-pair.js';
import { parsePayloadJson } from './parse-payload-json.js';

/** An RSA-1024 block in hex: how the legacy scheme sends its sealed key in `Encryption`. */
const LEGACY_SEALED_KEY = /^[0-9a-f]{256}$/i;

/** The sealed payload of a legacy body: the whole body as a JSON string, or its `value`. */
function legacyPayload(body: unknown): string | null {
  if (typeof body === 'string') return body;
  if (body === null || typeof body !== 'object') return null;
  const value = (body as { value?: unknown }).value;
  return typeof value === 'string' ? value : null;
}

/** Whether a request is sealed the legacy way: its `Encryption` header is a hex RSA-1024 block. */
export function isLegacySealed(headers: IncomingHttpHeaders): boolean {
  return LEGACY_SEALED_KEY.test(headerValue(headers, 'encryption') ?? '');
}

/**
 * The plain payload of a body sealed the legacy way, as clients of the real backend seal it: a
 * random 16-character key string sealed with RSA-1024 PKCS#1 v1.5 (hex, in `Encryption`), its first
 * 8 bytes the DES key of the payload, sealed with DES-ECB and PKCS#7 padding (base64), sent as the
 * bare body or as `{ value }`. `X-Digest` and `X-RSA` may come with it or not. Anything that does not
 * open or is not JSON → 400 request_param_err.
 *
 * node-forge opens both layers: OpenSSL 3 (Node 17+) refuses DES without its legacy provider, and
 * Node refuses PKCS#1 v1.5 private decryption.
 */
export function openLegacyBody(body: unknown, headers: IncomingHttpHeaders): unknown {
  const payload = legacyPayload(body);
  const sealedKey = headerValue(headers, 'encryption');
  if (payload === null || sealedKey === null) throw requestParamError();
  const plaintext = decrypt(payload, sealedKey);
  if (plaintext === null) throw requestParamError();
  const parsed = parsePayloadJson(plaintext);
  if (parsed === null) throw requestParamError();
  return parsed.value;
}

function decrypt(payload: string, sealedKey: string): Uint8Array | null {
  try {
    const keyText = legacyKeyPair().privateKey.decrypt(
      forge.util.hexToBytes(sealedKey),
      'RSAES-PKCS1-V1_5',
    );
    if (keyText.length < 8) return null;
    const decipher = forge.cipher.createDecipher('DES-ECB', keyText.slice(0, 8));
    decipher.start();
    decipher.update(forge.util.createBuffer(forge.util.decode64(payload)));
    if (!decipher.finish()) return null;
    return Buffer.from(decipher.output.getBytes(), 'binary');
  } catch {
    return null;
  }
}
