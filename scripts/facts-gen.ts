/**
 * pnpm facts:gen [--check]
 * Writes every copy of a fact that has one owner: the whitelabel modules, game categories and
 * daisyUI themes (owned by @wl/tenant-config) into the schemas, the runtime stylesheet and the
 * docs; the route addresses the features
 * declare into `@wl/paths`; and the docs tables that list code
 * (README's widgets, docs/architecture.md's features) from the registries. With --check, fails
 * when a copy is stale. Run `pnpm widgets:gen` and `pnpm api:gen` after it: they read the
 * schemas it writes. docs/architecture.md#one-owner-for-each-fact
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FACT_COPIES } from './facts/fact-copies.js';
import { GEN_COMMAND, ROOT, type Copy } from './facts/generated-file.js';
import { REGISTRY_DOCS } from './facts/registry-docs.js';
import { ROUTE_COPIES } from './facts/route-copies.js';
import { runWhenInvoked } from './run-when-invoked.js';

/** Every generated file with the text it should hold, the copies of one file applied in order. */
export async function generatedFiles(
  copies: readonly Copy[] = [...FACT_COPIES, ...ROUTE_COPIES, ...REGISTRY_DOCS],
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

async function main(check: boolean): Promise<number> {
  const files = await generatedFiles();
  const stale = [...files].filter(([, { current, wanted }]) => current !== wanted);
  if (check) {
    for (const [path] of stale)
      console.error(`facts:check: ${path} is stale; run \`${GEN_COMMAND}\``);
    if (stale.length > 0) return 1;
    console.info(`facts:check: ${files.size} files up to date`);
    return 0;
  }
  for (const [path, { wanted }] of stale) writeFileSync(join(ROOT, path), wanted);
  console.info(`facts:gen: ${stale.length} of ${files.size} files rewritten`);
  return 0;
}

runWhenInvoked(import.meta.url, () => main(process.argv.includes('--check')));
