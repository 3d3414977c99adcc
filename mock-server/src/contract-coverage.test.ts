import { ENDPOINTS, type EndpointMeta } from '@wl/contract';
import { loadContract } from '@wl/contract/node';
import { describe, expect, it } from 'vitest';
import { handlers } from './handlers/index.js';

/**
 * Every endpoint of the contract must have (a) a mock handler and (b) the same entry in the
 * client's ENDPOINTS table. Each check fails naming the endpoints missing it. That a test really
 * calls every endpoint is proved after the unit tests by `pnpm contract:coverage`.
 */
const contract = loadContract();

const FLAGS = ['method', 'path', 'module', 'token', 'encrypted', 'access', 'bodyEncoding'] as const;

function clientEntryProblem(id: string): string | null {
  const table = ENDPOINTS as Readonly<Record<string, EndpointMeta | undefined>>;
  const entry = table[id];
  const def = contract.find((e) => e.id === id);
  if (!def) return null;
  if (!entry) return `${id}: not in ENDPOINTS`;
  const differing = FLAGS.filter((flag) => entry[flag] !== def[flag]).map(String);
  if (JSON.stringify(entry.headers ?? {}) !== JSON.stringify(def.headers ?? {}))
    differing.push('headers');
  return differing.length > 0 ? `${id}: ${differing.join(', ')} differ` : null;
}

const withoutHandler = contract.filter((e) => !(e.id in handlers)).map((e) => e.id);
const clientProblems = contract
  .map((e) => clientEntryProblem(e.id))
  .filter((p): p is string => p !== null);

describe('contract coverage', () => {
  it('reads the contract', () => {
    expect(contract.length).toBeGreaterThan(0);
  });

  it('has a mock handler for every endpoint', () => {
    expect(withoutHandler, 'endpoints without a mock handler').toEqual([]);
  });

  it('has the same entry in the client ENDPOINTS table for every endpoint', () => {
    expect(clientProblems, 'endpoints whose client entry is missing or differs').toEqual([]);
  });
});
