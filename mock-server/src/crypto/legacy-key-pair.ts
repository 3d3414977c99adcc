import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

export interface LegacyKeyPair {
  /** SPKI public key as PEM: what `GET /wps/session/key/rsa` answers. */
  publicKeyPem: string;
  privateKey: forge.pki.rsa.PrivateKey;
}

let keyPair: LegacyKeyPair | null = null;

/**
 * The mock backend's RSA-1024 key pair of the legacy scheme, made on first use and kept for the
 * life of the process. 1024 bits because the clients of the real backend seal for such a key; the
 * modern scheme's key is `serverKeyPair()`.
 */
export function legacyKeyPair(): LegacyKeyPair {
  if (keyPair !== null) return keyPair;
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const privatePem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  keyPair = {
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privateKey: forge.pki.privateKeyFromPem(privatePem),
  };
  return keyPair;
}
