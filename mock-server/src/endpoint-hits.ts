import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Folder where the mock records which routes tests really call, read by `pnpm api:coverage`.
 * Set only by the unit-test configuration (vitest.config.ts); unset, nothing is recorded.
 */
export const ENDPOINT_HITS_ENV = 'WL_ENDPOINT_HITS_DIR';

/** What was recorded per folder (tests that point the variable elsewhere get their own record). */
const records = new Map<string, { seen: Set<string>; file: string }>();

/** Notes that a request passing the API schema's checks reached the handler of `method path`. */
export function recordEndpointHit(method: string, path: string): void {
  const dir = process.env[ENDPOINT_HITS_ENV];
  if (!dir) return;
  const key = `${method} ${path}`;
  let record = records.get(dir);
  if (record?.seen.has(key)) return;
  if (!record) {
    mkdirSync(dir, { recursive: true });
    record = { seen: new Set(), file: join(dir, `${process.pid}-${randomUUID()}.json`) };
    records.set(dir, record);
  }
  record.seen.add(key);
  writeFileSync(record.file, JSON.stringify([...record.seen].sort()));
}
