import { MODERN_ALGORITHM, type ServerKeyPair } from './server-key-pair.js';

/**
 * The mock backend's /js/encrypt.js: `window.reRsaV2(payload)` resolves to `{ RSA, DES, rsaKey }`
 * sealed with the modern ciphers for the embedded public key. `DES` is base64 of iv + AES-256-GCM
 * ciphertext of the payload (a string as is, anything else as JSON), `RSA` base64 of the AES key
 * sealed with RSA-OAEP SHA-256; `rsaKey` (also `reRsaV2.keyId`) names the key pair. A client sends
 * them as public clients of the real backend do: body `{ value: DES }`, `Encryption: RSA`,
 * `X-Digest: DES`, `X-RSA: rsaKey`. Plain ES2017 browser code using WebCrypto; the key is imported
 * once.
 */
export function encryptScript(keyPair: Pick<ServerKeyPair, 'keyId' | 'publicKeyDer'>): string {
  return `/* Payload encryption (${MODERN_ALGORITHM}): window.reRsaV2(payload) -> Promise<{ RSA, DES, rsaKey }> */
(function (g) {
  'use strict';
  var KEY_ID = ${JSON.stringify(keyPair.keyId)};
  var SPKI = ${JSON.stringify(keyPair.publicKeyDer)};
  var IV_BYTES = 12;
  var imported = null;

  function toBase64(buffer) {
    var bytes = new Uint8Array(buffer);
    var text = '';
    for (var i = 0; i < bytes.length; i += 0x8000) {
      text += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    }
    return g.btoa(text);
  }

  function fromBase64(text) {
    var raw = g.atob(text);
    var bytes = new Uint8Array(raw.length);
    for (var i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
    return bytes;
  }

  function publicKey(subtle) {
    if (imported === null) {
      imported = subtle.importKey('spki', fromBase64(SPKI), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
    }
    return imported;
  }

  function reRsaV2(payload) {
    var subtle = g.crypto && g.crypto.subtle;
    if (!subtle) {
      return Promise.reject(new Error('reRsaV2 needs WebCrypto (crypto.subtle): serve the site over HTTPS or on localhost'));
    }
    var text = typeof payload === 'string' ? payload : JSON.stringify(payload);
    var iv = g.crypto.getRandomValues(new Uint8Array(IV_BYTES));
    return Promise.all([
      publicKey(subtle),
      subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']),
    ]).then(function (keys) {
      return Promise.all([
        subtle.encrypt({ name: 'AES-GCM', iv: iv }, keys[1], new g.TextEncoder().encode(text)),
        subtle.exportKey('raw', keys[1]).then(function (raw) {
          return subtle.encrypt({ name: 'RSA-OAEP' }, keys[0], raw);
        }),
      ]);
    }).then(function (sealed) {
      var value = new Uint8Array(IV_BYTES + sealed[0].byteLength);
      value.set(iv, 0);
      value.set(new Uint8Array(sealed[0]), IV_BYTES);
      return { RSA: toBase64(sealed[1]), DES: toBase64(value), rsaKey: KEY_ID };
    });
  }

  reRsaV2.keyId = KEY_ID;
  g.reRsaV2 = reRsaV2;
})(typeof window !== 'undefined' ? window : self);
`;
}
