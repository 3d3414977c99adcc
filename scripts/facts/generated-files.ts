/**
 * Every generated copy and the text each file should hold. Build products (`*.gen.*`, ignored by
 * git) are written at install; the rest (docs tables, schema enums) are committed.
 * docs/architecture.md#one-owner-for-each-fact
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FACT_COPIES } from './fact-copies.js';
import { ROOT, type Copy } from './generated-file.js';
import { MODULE_COPIES } from './module-copies.js';
import { REGISTRY_DOCS } from './registry-docs.js';
import { ROUTE_COPIES } from './route-copies.js';

/** Every copy `pnpm facts:gen` writes. */
export const ALL_COPIES: readonly Copy[] = [
  ...MODULE_COPIES,
  ...FACT_COPIES,
  ...ROUTE_COPIES,
  ...REGISTRY_DOCS,
];

/** A build product: a generated file git ignores, written by `pnpm install`. */
export const isBuildProduct = (path: string): boolean => /\.gen\.[a-z.]+$/.test(path);

/** Every generated file with the text it should hold, the copies of one file applied in order. */
export async function generatedFiles(
  copies: readonly Copy[] = ALL_COPIES,
): Promise<Map<string, { current: string; wanted: string }>> {
  const files = new Map<string, { current: string; wanted: string }>();
  for (const copy of copies) {
    const file = join(ROOT, copy.path);
    const entry = files.get(copy.path) ?? {
      current: existsSync(file) ? readFileSync(file, 'utf8') : '',
      wanted: existsSync(file) ? readFileSync(file, 'utf8') : '',
    };
    entry.wanted = await copy.make(entry.wanted);
    files.set(copy.path, entry);
  }
  return files;
}
