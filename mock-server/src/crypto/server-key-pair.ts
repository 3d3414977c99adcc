import { createHash, generateKeyPairSync, type KeyObject } from 'node:crypto';

/** The modern payload encryption: AES-256-GCM content key sealed with RSA-OAEP (SHA-256). */
export const MODERN_ALGORITHM = 'RSA-OAEP-256+A256GCM';

export interface ServerKeyPair {
  /** Names the key pair; clients send it back in `X-RSA`. A SHA-256 fingerprint of the key. */
  keyId: string;
  /** SPKI public key as PEM. */
  publicKeyPem: string;
  /** SPKI public key as base64 DER (what the served /js/encrypt.js embeds). */
  publicKeyDer: string;
  privateKey: KeyObject;
}

let keyPair: ServerKeyPair | null = null;

/**
 * The mock backend's RSA key pair, generated on first use and kept for the life of the process:
 * every tenant in `modern` or `upstream-script` mode seals its payloads for it. A restart makes a
 * new one, so a page that cached the old public key must reload.
 */
export function serverKeyPair(): ServerKeyPair {
  if (keyPair !== null) return keyPair;
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const der = publicKey.export({ type: 'spki', format: 'der' });
  keyPair = {
    keyId: `mock-${createHash('sha256').update(der).digest('hex').slice(0, 16)}`,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    publicKeyDer: der.toString('base64'),
    privateKey,
  };
  return keyPair;
}
