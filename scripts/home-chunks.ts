/**
 * What `/` loads, read from the production build: the entry chunk, the app it starts once the page
 * has painted, their static imports, and the
 * lazy chunks (with their static imports) of the widgets every tenant's layout and home page use.
 * Chunks are picked from Vite's manifest, never by file name. Used by `.size-limit.ts` (the size
 * budget) and `bundle-budget.ts` (no heavy library in these chunks).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { startKeys, staticClosure, widgetEntries, type Manifest } from './bundle-graph.js';

const root = new URL('..', import.meta.url).pathname;
export const DIST = join(root, 'packages/runtime/dist');

interface SectionsFile {
  sections?: Record<string, { type?: string }>;
}

function sectionTypes(file: string): string[] {
  if (!existsSync(file)) return [];
  const json = JSON.parse(readFileSync(file, 'utf8')) as SectionsFile &
    Record<string, SectionsFile>;
  const groups = json.sections ? [json] : Object.values(json);
  return groups.flatMap((g) => Object.values(g.sections ?? {}).map((s) => s.type ?? ''));
}

/** The home page every tenant inherits: the one the home feature ships. */
const DEFAULT_HOME_PAGE = join(root, 'packages/features/src/home/pages/home.json');

/**
 * Widget types in any tenant's layout or home page (a tenant file, else `_default`'s layout and
 * the home feature's page).
 */
export function homeWidgetTypes(tenantsDir = join(root, 'tenants')): string[] {
  const types = new Set<string>();
  for (const code of readdirSync(tenantsDir)) {
    for (const rel of ['layout.json', 'pages/home.json']) {
      const own = join(tenantsDir, code, rel);
      const inherited =
        rel === 'pages/home.json' ? DEFAULT_HOME_PAGE : join(tenantsDir, '_default', rel);
      for (const type of sectionTypes(existsSync(own) ? own : inherited)) if (type) types.add(type);
    }
  }
  return [...types].sort();
}

export function readManifest(dist = DIST): Manifest {
  const path = join(dist, '.vite/manifest.json');
  if (!existsSync(path)) throw new Error('no build manifest; run `pnpm build` first');
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

export interface HomeChunks {
  widgetTypes: string[];
  /** Built files (relative to dist) of the entry, the app it starts and their static imports. */
  entryFiles: string[];
  /** Built files (relative to dist) of everything `/` loads. */
  files: string[];
}

/** Which modules each built file holds (written by the build's chunk-modules plugin). */
export function readChunkModules(dist = DIST): Record<string, string[]> {
  return JSON.parse(readFileSync(join(dist, '.vite/chunk-modules.json'), 'utf8')) as Record<
    string,
    string[]
  >;
}

export function homeChunks(
  manifest = readManifest(),
  chunkModules = readChunkModules(),
): HomeChunks {
  const widgetTypes = homeWidgetTypes();
  const start = startKeys(manifest);
  const fileOf = (key: string): string => (manifest[key] as { file: string }).file;
  const keys = new Set(
    [...start, ...widgetEntries(manifest, chunkModules, widgetTypes)].flatMap((k) =>
      staticClosure(manifest, k),
    ),
  );
  return {
    widgetTypes,
    entryFiles: [...new Set(start.flatMap((k) => staticClosure(manifest, k)))].map(fileOf),
    files: [...keys].map(fileOf),
  };
}

/** A built file's path from the repository root (how size-limit is given it). */
export const fromRoot = (file: string): string => relative(root, join(DIST, file));
