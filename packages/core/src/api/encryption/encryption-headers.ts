/** Headers carrying the key material of an encrypted (E) body (docs/product/backend.md#payload-encryption). */
export const ENCRYPTION_HEADERS = {
  /** The sealed content key (`RSA` of reRsaV2). */
  sealedKey: 'Encryption',
  /** Which backend key pair the content key is sealed for (`rsaKey` of reRsaV2, or the modern key id). */
  keyId: 'X-RSA',
  /** modern: base64 SHA-256 of the plaintext JSON; upstream-script: the sealed payload (`DES`). */
  digest: 'X-Digest',
} as const;
