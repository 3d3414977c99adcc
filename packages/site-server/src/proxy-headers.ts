import type { IncomingHttpHeaders } from 'node:http';
import { upstreamCookie } from './proxy-cookies.js';

/**
 * Request headers the backend reads (docs/product/backend.md#request-headers), forwarded as they
 * arrive; no others. `Merchant` is the site's own and `Cookie` keeps the backend's cookies only
 * (`upstreamRequestHeaders`).
 */
export const FORWARDED_REQUEST_HEADERS = [
  'device',
  'language',
  'authorization',
  'content-type',
  'accept',
  'encryption',
  'x-digest',
  'x-rsa',
  'x-gateway-version',
] as const;

/** Response headers passed back to the browser (Set-Cookie as well); hop-by-hop ones and `Location` never. */
export const RETURNED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'expires',
  'last-modified',
  'etag',
  'content-disposition',
] as const;

/** What the header rules read of a Fastify request. */
export interface ForwardedRequest {
  headers: IncomingHttpHeaders;
  body: unknown;
  ip: string;
  host: string;
  protocol: string;
}

/**
 * The headers sent to the upstream: `Host` (the upstream's), `Merchant` (the merchant code of the
 * site the Host names, whatever the browser sent), the backend's own headers, the backend's own
 * cookies (`upstreamCookie`), `Content-Length` when a body goes along, and `X-Forwarded-For` /
 * `-Host` / `-Proto` as the server read them (`request.ip`, `.host`, `.protocol`: forwarding headers
 * count only from trusted proxies).
 */
export function upstreamRequestHeaders(
  request: ForwardedRequest,
  prepared: IncomingHttpHeaders,
  merchantCode: string,
): IncomingHttpHeaders {
  const incoming = request.headers;
  const headers: NodeJS.Dict<string | string[]> = { host: prepared.host, merchant: merchantCode };
  for (const name of FORWARDED_REQUEST_HEADERS) headers[name] = incoming[name];
  headers.cookie = upstreamCookie(incoming.cookie);
  if (request.body !== undefined && incoming['content-length'] !== undefined) {
    headers['content-length'] = incoming['content-length'];
  }
  // The address the server saw (a trusted proxy's client, or the socket's), never a chain
  // the browser wrote itself.
  headers['x-forwarded-for'] = request.ip;
  headers['x-forwarded-host'] = request.host;
  headers['x-forwarded-proto'] = request.protocol;
  return present(headers);
}

/** The upstream answer's headers the browser gets. */
export function returnedResponseHeaders(upstream: IncomingHttpHeaders): IncomingHttpHeaders {
  const headers: NodeJS.Dict<string | string[]> = {};
  for (const name of RETURNED_RESPONSE_HEADERS) headers[name] = upstream[name];
  const cookies = upstream['set-cookie'];
  return present({
    ...headers,
    'set-cookie': cookies === undefined ? undefined : [cookies].flat().map(hostOnlyCookie),
  });
}

/**
 * A `Set-Cookie` line without its `Domain` attribute: the browser then keeps the cookie for the
 * site's own host, never for the upstream's domain or a parent domain.
 */
function hostOnlyCookie(line: string): string {
  return line
    .split(';')
    .filter((part, index) => index === 0 || part.split('=')[0]?.trim().toLowerCase() !== 'domain')
    .join(';');
}

/** The headers that have a value (an absent one would otherwise go out empty). */
function present(headers: NodeJS.Dict<string | string[]>): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined));
}
