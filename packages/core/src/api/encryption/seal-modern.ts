import { encryptionError } from './encryption-error.js';
import { base64ToBytes, bytesToBase64, subtleCrypto } from './web-crypto.js';

/** The one algorithm of the modern scheme: AES-256-GCM content key sealed with RSA-OAEP SHA-256. */
export const MODERN_ALGORITHM = 'RSA-OAEP-256+A256GCM';

const IV_BYTES = 12;

/** An SPKI public key given as PEM or as bare base64 DER, imported for RSA-OAEP SHA-256. */
export async function importRsaPublicKey(text: string): Promise<CryptoKey> {
  const base64 = text.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  let der: Uint8Array<ArrayBuffer>;
  try {
    der = base64ToBytes(base64);
  } catch (error) {
    throw encryptionError('The backend public key is not base64 or PEM.', error);
  }
  try {
    return await subtleCrypto().importKey(
      'spki',
      der,
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      false,
      ['encrypt'],
    );
  } catch (error) {
    throw encryptionError('The backend public key is not an RSA SPKI key.', error);
  }
}

export interface ModernSeal {
  /** base64 of iv (12 bytes) + AES-256-GCM ciphertext and tag: the body's `value`. */
  value: string;
  /** base64 of the AES key sealed with RSA-OAEP SHA-256: the `Encryption` header. */
  sealedKey: string;
}

/** Seals `text` under a fresh AES-256-GCM key, and that key for the backend's public key. */
export async function sealModern(text: string, publicKey: CryptoKey): Promise<ModernSeal> {
  const subtle = subtleCrypto();
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const ciphertext = await subtle.encrypt(
    { name: 'AES-GCM', iv },
    aesKey,
    new TextEncoder().encode(text),
  );
  const sealedKey = await subtle.encrypt(
    { name: 'RSA-OAEP' },
    publicKey,
    await subtle.exportKey('raw', aesKey),
  );
  const value = new Uint8Array(IV_BYTES + ciphertext.byteLength);
  value.set(iv, 0);
  value.set(new Uint8Array(ciphertext), IV_BYTES);
  return { value: bytesToBase64(value), sealedKey: bytesToBase64(new Uint8Array(sealedKey)) };
}
