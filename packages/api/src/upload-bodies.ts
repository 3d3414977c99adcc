/**
 * Largest body of a call that carries files: 3 images of up to 5 MB each once base64-encoded
 * (6.7 MiB each), with the rest of the body. Every other call keeps the servers' 1 MiB limit.
 * docs/product/member.md#withdrawal-confirmation
 */
export const UPLOAD_BODY_BYTES_LIMIT = 24 * 1024 * 1024;

/** Whether a body schema carries files: it has a `contentEncoding: base64` string. */
export function bodyCarriesFiles(body: Record<string, unknown> | undefined): boolean {
  return JSON.stringify(body ?? {}).includes('"contentEncoding":"base64"');
}
