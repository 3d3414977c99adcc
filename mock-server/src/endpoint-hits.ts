import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Folder where the mock records which routes tests really call, read by `pnpm contract:coverage`.
 * Set only by the unit-test configuration (vitest.config.ts); unset, nothing is recorded.
 */
export const ENDPOINT_HITS_ENV = 'WL_ENDPOINT_HITS_DIR';

const seen = new Set<string>();
let file: string | undefined;

/** Notes that a request passing the contract's checks reached the handler of `method path`. */
export function recordEndpointHit(method: string, path: string): void {
  const dir = process.env[ENDPOINT_HITS_ENV];
  const key = `${method} ${path}`;
  if (!dir || seen.has(key)) return;
  seen.add(key);
  mkdirSync(dir, { recursive: true });
  file ??= join(dir, `${process.pid}-${randomUUID()}.json`);
  writeFileSync(file, JSON.stringify([...seen].sort()));
}
