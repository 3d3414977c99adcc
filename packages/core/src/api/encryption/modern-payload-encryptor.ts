import type { ValueOf } from '@wl/api';
import { encryptionError } from './encryption-error.js';
import { ENCRYPTION_HEADERS } from './encryption-headers.js';
import type { PayloadEncryptor } from './payload-encryptor.js';
import { importRsaPublicKey, MODERN_ALGORITHM, sealModern } from './seal-modern.js';
import { sha256Base64 } from './web-crypto.js';

export type BackendPublicKey = ValueOf<'system.publicKey'>;

export interface ModernEncryptorOptions {
  /** Where the backend's public key comes from (the app uses `system.publicKey`). */
  fetchPublicKey: () => Promise<BackendPublicKey>;
}

interface ImportedKey {
  keyId: string;
  key: CryptoKey;
}

/**
 * `modern`: the payload is sealed under a fresh AES-256-GCM key per request, and that key with the
 * backend's RSA public key (RSA-OAEP SHA-256). The key is fetched once and kept; a failed fetch is
 * retried on the next call. Wire format: body `{ value: base64(iv + ciphertext + tag) }`, headers
 * `Encryption: base64(sealed AES key)`, `X-RSA: keyId`, `X-Digest: base64(SHA-256(JSON))`.
 */
export function modernPayloadEncryptor({
  fetchPublicKey,
}: ModernEncryptorOptions): PayloadEncryptor {
  let cached: Promise<ImportedKey> | null = null;

  const publicKey = (): Promise<ImportedKey> => {
    cached ??= fetchPublicKey()
      .then(async ({ keyId, algorithm, publicKey: text }) => {
        // The API schema names one algorithm; a backend may still answer another.
        const offered: string = algorithm;
        if (offered !== MODERN_ALGORITHM) {
          throw encryptionError(`The backend offers '${offered}', not ${MODERN_ALGORITHM}.`);
        }
        return { keyId, key: await importRsaPublicKey(text) };
      })
      .catch((error: unknown) => {
        cached = null;
        throw error;
      });
    return cached;
  };

  return {
    async encrypt(body) {
      const json = JSON.stringify(body);
      const { keyId, key } = await publicKey();
      const [sealed, digest] = await Promise.all([sealModern(json, key), sha256Base64(json)]);
      return {
        body: { value: sealed.value },
        headers: {
          [ENCRYPTION_HEADERS.sealedKey]: sealed.sealedKey,
          [ENCRYPTION_HEADERS.keyId]: keyId,
          [ENCRYPTION_HEADERS.digest]: digest,
        },
      };
    },
  };
}
