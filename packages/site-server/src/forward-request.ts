import type { IncomingHttpHeaders } from 'node:http';

/** Request headers the backend reads (docs/product/backend.md#request-headers), forwarded as they arrive; no others. */
export const FORWARDED_REQUEST_HEADERS = [
  'merchant',
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

/** Response headers passed back to the browser (Set-Cookie as well); hop-by-hop ones never. */
export const RETURNED_RESPONSE_HEADERS = [
  'content-type',
  'cache-control',
  'expires',
  'last-modified',
  'etag',
  'location',
  'content-disposition',
] as const;

export interface ForwardInput {
  /** The tenant's `api.upstream` (http or https; a path prefix is kept). */
  upstream: string;
  method: string;
  /** Path and query as the browser sent them, e.g. `/wps/system/status?x=1`. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer | undefined;
  /** The caller's address, appended to `X-Forwarded-For`. */
  clientIp: string;
  protocol: string;
  timeoutMs: number;
}

export interface UpstreamAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** `https://api.example.com/base` + `/wps/x?y=1` → `https://api.example.com/base/wps/x?y=1`. */
export function upstreamUrl(upstream: string, url: string): string {
  const base = new URL(upstream);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw new Error(`api.upstream must be an http(s) URL, got ${base.protocol}`);
  }
  return `${base.origin}${base.pathname.replace(/\/+$/, '')}${url}`;
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * Sends one request on to the upstream with Node's fetch and reads the whole answer, both within
 * `timeoutMs`. Rejects when the upstream cannot be reached or does not answer in time; any HTTP
 * answer (4xx and 5xx included) resolves as it is.
 */
export async function forwardRequest(input: ForwardInput): Promise<UpstreamAnswer> {
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = single(input.headers[name]);
    if (value !== undefined) headers.set(name, value);
  }
  const forwardedFor = single(input.headers['x-forwarded-for']);
  headers.set(
    'x-forwarded-for',
    forwardedFor ? `${forwardedFor}, ${input.clientIp}` : input.clientIp,
  );
  const host = single(input.headers.host);
  if (host !== undefined) headers.set('x-forwarded-host', host);
  headers.set('x-forwarded-proto', input.protocol);

  const body =
    input.method === 'GET' || input.method === 'HEAD' || input.body === undefined
      ? undefined
      : new Uint8Array(input.body);
  const response = await fetch(upstreamUrl(input.upstream, input.url), {
    method: input.method,
    headers,
    ...(body === undefined ? {} : { body }),
    redirect: 'manual',
    signal: AbortSignal.timeout(input.timeoutMs),
  });
  const answer = Buffer.from(await response.arrayBuffer());

  const returned: Record<string, string | string[]> = {};
  for (const name of RETURNED_RESPONSE_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) returned[name] = value;
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) returned['set-cookie'] = cookies;
  return { status: response.status, headers: returned, body: answer };
}
