import {
  constants,
  createDecipheriv,
  createHash,
  privateDecrypt,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const AES_KEY_BYTES = 32;

export interface SealedPayload {
  /** base64 of iv (12 bytes) + AES-256-GCM ciphertext + tag (16 bytes): the body's `value`. */
  value: string;
  /** base64 of the AES key sealed with RSA-OAEP SHA-256: the `Encryption` header. */
  sealedKey: string;
  /**
   * base64 of SHA-256 over the plaintext bytes: the `X-Digest` header of the modern scheme. Absent
   * for the upstream-script headers, where `X-Digest` repeats the sealed payload (the AES-GCM tag
   * still authenticates it).
   */
  digest?: string;
}

/** Why a sealed payload could not be opened. */
export class UnreadablePayloadError extends Error {
  override readonly name = 'UnreadablePayloadError';
}

/**
 * Opens a payload sealed with the modern scheme and checks its digest (when given); the plaintext bytes.
 * Throws UnreadablePayloadError when the key, the ciphertext or the digest does not fit.
 */
export function openSealedPayload(sealed: SealedPayload, privateKey: KeyObject): Buffer {
  let plaintext: Buffer;
  try {
    const aesKey = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(sealed.sealedKey, 'base64'),
    );
    const bytes = Buffer.from(sealed.value, 'base64');
    if (aesKey.length !== AES_KEY_BYTES || bytes.length < IV_BYTES + TAG_BYTES) {
      throw new UnreadablePayloadError('sealed key or ciphertext has the wrong length');
    }
    const decipher = createDecipheriv('aes-256-gcm', aesKey, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    plaintext = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
  } catch (error) {
    if (error instanceof UnreadablePayloadError) throw error;
    throw new UnreadablePayloadError('the payload does not decrypt', { cause: error });
  }
  if (sealed.digest === undefined) return plaintext;
  const expected = createHash('sha256').update(plaintext).digest();
  const given = Buffer.from(sealed.digest, 'base64');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new UnreadablePayloadError('X-Digest does not match the payload');
  }
  return plaintext;
}
