/** Headers carrying the key material of an encrypted (E) body (UPSTREAM-NOTES). */
export const ENCRYPTION_HEADERS = {
  /** The sealed content key (`RSA` of reRsaV2). */
  sealedKey: 'Encryption',
  /** Which backend key pair the content key is sealed for. */
  keyId: 'X-RSA',
  /** base64 SHA-256 of the plaintext JSON. */
  digest: 'X-Digest',
} as const;
