/**
 * Turns the body of an E endpoint into what is sent: the sealed body and the headers carrying
 * the key material (e.g. `Encryption`, `X-Digest`, `X-RSA` for the backend's own script).
 */
export interface PayloadEncryptor {
  encrypt(body: unknown): Promise<EncryptedPayload>;
}

export interface EncryptedPayload {
  body: unknown;
  headers: Record<string, string>;
}

/** `none` (development): the JSON body goes as it is. */
export const plainPayloadEncryptor: PayloadEncryptor = {
  encrypt: (body) => Promise.resolve({ body, headers: {} }),
};
