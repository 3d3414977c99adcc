import { constants, createCipheriv, createHash, publicEncrypt, randomBytes } from 'node:crypto';

export interface SealedRequest {
  /** The request body: `{ value }`. */
  body: { value: string };
  /** `Encryption`, `X-RSA` and `X-Digest`. */
  headers: Record<string, string>;
}

/**
 * Seals a payload with the modern ciphers using node:crypto, independently of the WebCrypto code
 * the clients run: AES-256-GCM under a fresh key, the key sealed with RSA-OAEP SHA-256. `headers`
 * picks the header semantics: `modern` (X-Digest = SHA-256 of the JSON) or `upstream-script`
 * (X-Digest = the sealed payload, as clients wrapping reRsaV2 send it).
 */
export function sealModern(
  payload: unknown,
  publicKeyPem: string,
  keyId: string,
  headers: 'modern' | 'upstream-script' = 'modern',
): SealedRequest {
  const plaintext = Buffer.from(JSON.stringify(payload), 'utf8');
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  const sealedKey = publicEncrypt(
    { key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    aesKey,
  );
  const value = Buffer.concat([iv, ciphertext]).toString('base64');
  return {
    body: { value },
    headers: {
      encryption: sealedKey.toString('base64'),
      'x-rsa': keyId,
      'x-digest':
        headers === 'modern' ? createHash('sha256').update(plaintext).digest('base64') : value,
    },
  };
}
