import type { EndpointMeta, HttpMethod } from './endpoint.js';

/**
 * What the browser's client needs of one call, packed small because the table is in every
 * page's first script (docs/performance.md, "The entry's size"): method, path, gating module and
 * flags; the aliases, the access level beyond "sends no token" and the schemas stay on the
 * server side (`ENDPOINTS`, `@wl/api/node`).
 *
 * Flags, one letter each: `P` sends no Authorization header (a public call not flagged T),
 * `E` the body is encrypted, `F` the body is form-encoded.
 */
export type PackedEndpoint =
  | readonly [method: HttpMethod, path: string, module: string | null, flags: string]
  | readonly [
      method: HttpMethod,
      path: string,
      module: string | null,
      flags: string,
      headers: Readonly<Record<string, string>>,
    ];

/** One call as the client makes it. */
export interface ClientEndpoint {
  method: HttpMethod;
  path: string;
  /** Whitelabel modId gating the call; null when always available. */
  module: string | null;
  /** False for a public call not flagged T: the request goes without the Authorization header. */
  sendsToken: boolean;
  encrypted: boolean;
  form: boolean;
  /** Fixed request headers the call always sends. */
  headers?: Readonly<Record<string, string>>;
}

/** The packed form of an endpoint's metadata (what `pnpm api:gen` writes for the client). */
export function packEndpoint(meta: EndpointMeta): PackedEndpoint {
  const flags =
    (!meta.token && meta.access === 'public' ? 'P' : '') +
    (meta.encrypted ? 'E' : '') +
    (meta.bodyEncoding === 'form' ? 'F' : '');
  return meta.headers
    ? [meta.method, meta.path, meta.module, flags, meta.headers]
    : [meta.method, meta.path, meta.module, flags];
}

export function unpackEndpoint(packed: PackedEndpoint): ClientEndpoint {
  const [method, path, module, flags, headers] = packed;
  return {
    method,
    path,
    module,
    sendsToken: !flags.includes('P'),
    encrypted: flags.includes('E'),
    form: flags.includes('F'),
    ...(headers && { headers }),
  };
}
