import { ENDPOINTS, type EndpointMeta } from '@wl/api';
import { loadApiSchema } from '@wl/api/node';
import { describe, expect, it } from 'vitest';
import { handlers } from './handlers/index.js';

/**
 * Every endpoint of the API schema must have (a) a mock handler and (b) the same entry in the
 * client's ENDPOINTS table. Each check fails naming the endpoints missing it. That a test really
 * calls every endpoint is proved after the unit tests by `pnpm api:coverage`.
 */
const endpoints = loadApiSchema();

const FLAGS = ['method', 'path', 'module', 'token', 'encrypted', 'access', 'bodyEncoding'] as const;

function clientEntryProblem(id: string): string | null {
  const table = ENDPOINTS as Readonly<Record<string, EndpointMeta | undefined>>;
  const entry = table[id];
  const def = endpoints.find((e) => e.id === id);
  if (!def) return null;
  if (!entry) return `${id}: not in ENDPOINTS`;
  const differing = FLAGS.filter((flag) => entry[flag] !== def[flag]).map(String);
  if (JSON.stringify(entry.headers ?? {}) !== JSON.stringify(def.headers ?? {}))
    differing.push('headers');
  return differing.length > 0 ? `${id}: ${differing.join(', ')} differ` : null;
}

const withoutHandler = endpoints.filter((e) => !(e.id in handlers)).map((e) => e.id);
const clientProblems = endpoints
  .map((e) => clientEntryProblem(e.id))
  .filter((p): p is string => p !== null);

describe('API coverage', () => {
  it('reads the API schema', () => {
    expect(endpoints.length).toBeGreaterThan(0);
  });

  it('has a mock handler for every endpoint', () => {
    expect(withoutHandler, 'endpoints without a mock handler').toEqual([]);
  });

  it('has the same entry in the client ENDPOINTS table for every endpoint', () => {
    expect(clientProblems, 'endpoints whose client entry is missing or differs').toEqual([]);
  });
});
