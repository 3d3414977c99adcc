/**
 * API coverage by calls: the mock records every route (method + path pattern) a test's
 * request reached with input the API schema accepts (mock-server/src/endpoint-hits.ts); every
 * endpoint's own route and each of its aliases must be among them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { endpointRoutes, routeKey, type EndpointDef } from '@wl/api/node';

const root = new URL('..', import.meta.url).pathname;
export const ENDPOINT_HITS_DIR = join(root, '.tmp/endpoint-hits');

/** Every `METHOD path` recorded in `dir` (empty when nothing was recorded). */
export function readEndpointHits(dir = ENDPOINT_HITS_DIR): Set<string> {
  if (!existsSync(dir)) return new Set();
  return new Set(
    readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .flatMap((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as string[]),
  );
}

/** `<id>: METHOD path` for each route of each endpoint that no test called. */
export function uncalledRoutes(endpoints: readonly EndpointDef[], hits: Set<string>): string[] {
  return endpoints.flatMap((def) =>
    endpointRoutes(def)
      .map(routeKey)
      .filter((key) => !hits.has(key))
      .map((key) => `${def.id}: ${key}`),
  );
}
