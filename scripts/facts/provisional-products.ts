/**
 * Provisional build products for a fresh clone. The features load `@wl/paths` and the module list,
 * whose real copies `pnpm facts:gen` makes from the features themselves; so while a copy is
 * missing, a provisional one is written first from the features' files as text (every quoted
 * route name at `/<name>`, no module), just enough for the features to load. The real copy
 * replaces it in the same run. Imports no workspace package.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');
const FEATURES = join(ROOT, 'packages/features/src');

/**
 * Every quoted `name` in the features' `index.ts` files and every `route` of the game categories
 * (which the games feature turns into routes): a superset of the route names.
 */
export function provisionalRouteNames(): string[] {
  const names = new Set<string>();
  const files = [join(ROOT, 'packages/tenant-config/src/game-categories.ts')];
  for (const entry of readdirSync(FEATURES, { withFileTypes: true })) {
    const index = join(FEATURES, entry.name, 'index.ts');
    if (entry.isDirectory() && existsSync(index)) files.push(index);
  }
  for (const file of files)
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/\b(?:name|route): '(\w+)'/g))
      if (name) names.add(name);
  return [...names].sort();
}

const PROVISIONAL: Record<string, () => string> = {
  'packages/paths/src/generated/route-addresses.gen.ts': () =>
    `export const ROUTE_ADDRESSES = ${JSON.stringify(
      Object.fromEntries(provisionalRouteNames().map((name) => [name, [`/${name}`]])),
    )} as const;\n`,
  'packages/tenant-config/src/generated/module-ids.gen.ts': () =>
    'export const MODULE_IDS: readonly string[] = [];\nexport type ModuleId = string;\n',
  'packages/tenant-config/src/generated/whitelabel-modules.gen.ts': () =>
    'export const WHITELABEL_MODULES = [];\n',
  'schemas/tenant/modules.gen.schema.json': () =>
    '{ "$id": "https://schemas.wl.local/tenant/modules.gen.schema.json", "type": "object" }\n',
};

/** Writes a provisional copy of each missing build product; answers the paths written. */
export function writeProvisionalProducts(): string[] {
  const written: string[] = [];
  for (const [path, text] of Object.entries(PROVISIONAL)) {
    const file = join(ROOT, path);
    if (existsSync(file)) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text());
    written.push(path);
  }
  return written;
}
