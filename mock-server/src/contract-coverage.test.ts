import { ENDPOINTS, type EndpointMeta } from '@wl/contract';
import { loadContract, REPO_ROOT } from '@wl/contract/node';
import { describe, expect, it } from 'vitest';
import { handlers } from './handlers/index.js';
import { findFiles, mentionsLiteral } from './test-support/test-files.js';

/**
 * Every endpoint of the contract must have (a) a mock handler, (b) the same entry in the client's
 * ENDPOINTS table and (c) a test that names its id. Each check fails naming the endpoints missing it.
 */
const contract = loadContract();

const TEST_FILES = [
  ...findFiles(REPO_ROOT, 'mock-server/src', /\.test\.ts$/),
  ...findFiles(REPO_ROOT, 'packages/core/src', /\.test\.tsx?$/),
  ...findFiles(REPO_ROOT, 'tests/integration', /\.ts$/),
].filter((file) => !file.path.endsWith('contract-coverage.test.ts'));

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
const untested = contract
  .filter((e) => !TEST_FILES.some((file) => mentionsLiteral(file.text, e.id)))
  .map((e) => e.id);

const covered = contract.filter(
  (e) =>
    !withoutHandler.includes(e.id) && clientEntryProblem(e.id) === null && !untested.includes(e.id),
).length;
console.info(`contract coverage: ${covered}/${contract.length} endpoints`);

describe('contract coverage', () => {
  it('reads the contract and some test files', () => {
    expect(contract.length).toBeGreaterThan(0);
    expect(TEST_FILES.length).toBeGreaterThan(0);
  });

  it('has a mock handler for every endpoint', () => {
    expect(withoutHandler, 'endpoints without a mock handler').toEqual([]);
  });

  it('has the same entry in the client ENDPOINTS table for every endpoint', () => {
    expect(clientProblems, 'endpoints whose client entry is missing or differs').toEqual([]);
  });

  it('has a test naming every endpoint id', () => {
    expect(untested, 'endpoints no test names (mock-server, core, tests/integration)').toEqual([]);
  });
});
