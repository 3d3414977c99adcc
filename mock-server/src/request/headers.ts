import type { IncomingHttpHeaders } from 'node:http';

/** A header as one trimmed string; null when absent or empty. */
export function headerValue(headers: IncomingHttpHeaders, name: string): string | null {
  const raw = headers[name.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** The `Authorization` token, with an optional `Bearer ` prefix removed. */
export function readToken(headers: IncomingHttpHeaders): string | null {
  const value = headerValue(headers, 'authorization');
  if (!value) return null;
  const token = value.replace(/^Bearer\s+/i, '').trim();
  return token ? token : null;
}

/** The media type of the `Content-Type` header, lower-cased, without parameters. */
export function mediaType(headers: IncomingHttpHeaders): string | null {
  const value = headerValue(headers, 'content-type');
  return value ? (value.split(';')[0] ?? '').trim().toLowerCase() : null;
}
