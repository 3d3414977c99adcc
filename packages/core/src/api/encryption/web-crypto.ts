import { encryptionError } from './encryption-error.js';

/**
 * The browser's WebCrypto. Browsers only offer it in secure contexts (HTTPS or localhost), so a
 * site served over plain HTTP cannot encrypt and says so.
 */
export function subtleCrypto(): SubtleCrypto {
  const subtle = globalThis.crypto?.subtle as SubtleCrypto | undefined;
  if (subtle === undefined) {
    throw encryptionError(
      'Payload encryption needs WebCrypto (crypto.subtle), which browsers offer only over HTTPS or on localhost.',
    );
  }
  return subtle;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(text);
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** base64 of SHA-256 over the UTF-8 bytes of `text`: the `X-Digest` header. */
export async function sha256Base64(text: string): Promise<string> {
  const digest = await subtleCrypto().digest('SHA-256', new TextEncoder().encode(text));
  return bytesToBase64(new Uint8Array(digest));
}
