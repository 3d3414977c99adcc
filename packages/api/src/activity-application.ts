/**
 * The limits of an activity application, shared by the client that checks a file before sending it
 * and the backend that checks it again. docs/product/member.md#activity-application
 */

/** Longest comment, in characters. */
export const APPLICATION_COMMENT_MAX = 140;

/** Most images one application carries. */
export const APPLICATION_IMAGES_MAX = 3;

/** Each image must be smaller than this many bytes (5 MB). */
export const APPLICATION_IMAGE_BYTES_LIMIT = 5 * 1024 * 1024;

export type ApplicationImageKind = 'png' | 'jpg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, i) => bytes[i] === byte);
}

/**
 * What an image file really is, read from its first bytes (its name and declared type are not
 * trusted): png, jpg, or null for anything else.
 */
export function applicationImageKind(bytes: Uint8Array): ApplicationImageKind | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpg';
  return null;
}
