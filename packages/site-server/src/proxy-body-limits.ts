import { endpointRoutes, ENDPOINTS, UPLOAD_BODY_BYTES_LIMIT } from '@wl/api';

/** Largest request body forwarded for a call that carries no files (the mock's limit too). */
export const PROXY_BODY_LIMIT = 1024 * 1024;

/** `METHOD path` of every route of a call that carries files (withdrawal proofs, applications). */
const UPLOAD_ROUTES: ReadonlySet<string> = new Set(
  Object.values(ENDPOINTS)
    .filter((endpoint) => 'carriesFiles' in endpoint && endpoint.carriesFiles === true)
    .flatMap((endpoint) => endpointRoutes(endpoint).map((r) => `${r.method} ${r.path}`)),
);

/**
 * The largest body the proxy forwards for a request: room for 3 images of 5 MB on the calls that
 * carry files, 1 MiB on every other. docs/product/member.md#withdrawal-confirmation
 */
export function proxyBodyLimit(method: string, url: string): number {
  const path = url.split('?', 1)[0] ?? url;
  return UPLOAD_ROUTES.has(`${method} ${path}`) ? UPLOAD_BODY_BYTES_LIMIT : PROXY_BODY_LIMIT;
}
