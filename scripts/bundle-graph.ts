/** Pure helpers over Vite's build manifest (used by home-chunks.ts and bundle-budget.ts). */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Manifest keys reachable from `start` through static imports, `start` included. */
export function staticClosure(manifest: Manifest, start: string): string[] {
  const seen = new Set<string>();
  const walk = (key: string): void => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) walk(next);
  };
  walk(start);
  return [...seen];
}

export function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, c]) => c.isEntry);
  if (entries.length !== 1)
    throw new Error(`expected one entry in the manifest, found ${entries.length}`);
  return (entries[0] as [string, ManifestChunk])[0];
}

/**
 * What every page runs: the entry and the app it starts once the page has painted (the entry's
 * dynamic imports, packages/runtime/src/main.tsx).
 */
export function startKeys(manifest: Manifest): string[] {
  const entry = entryKey(manifest);
  return [entry, ...(manifest[entry]?.dynamicImports ?? [])];
}

/** A widget type's component name: `banner-carousel` → `BannerCarousel`. */
const componentOf = (type: string): string =>
  type.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());

/**
 * Chunks holding the given widget types' components (`<type>/<Component>.tsx`), read from the
 * chunk → module map: a widget's own lazy chunk, or the group chunk it was put in
 * (packages/runtime/build/chunk-groups.ts). Chunks a widget itself loads later (a carousel
 * library behind a dynamic import) are not among them.
 */
export function widgetEntries(
  manifest: Manifest,
  chunkModules: Record<string, string[]>,
  types: string[],
): string[] {
  const components = types.map((type) => `/${type}/${componentOf(type)}.tsx`);
  return Object.entries(manifest)
    .filter(([, c]) =>
      (chunkModules[c.file] ?? []).some((id) => components.some((end) => id.endsWith(end))),
    )
    .map(([key]) => key);
}

const HEAVY =
  /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(@rjsf\/[^/]+|@cfworker\/json-schema|ajv[^/]*|swiper|qrcode\.react)\//;

/** Heavy libraries (rjsf and its JSON Schema validator, ajv, swiper, qrcode.react) found in the given chunk files' modules. */
export function heavyModules(chunkModules: Record<string, string[]>, files: string[]): string[] {
  const found = new Set<string>();
  for (const file of files) {
    for (const id of chunkModules[file] ?? []) {
      const m = HEAVY.exec(id);
      if (m) found.add(`${m[1]} in ${file}`);
    }
  }
  return [...found].sort();
}

/** React's server renderer and the helper that calls it: the site server's, never the browser's. */
const SERVER_ONLY =
  /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(react-dom\/(?:server|cjs\/react-dom-server)[^/]*)$|\/widgets\/src\/(drawn-markup)\.ts$/;

/** Server-only modules (`react-dom/server`, `drawnMarkup`) found in any chunk of the build. */
export function serverOnlyModules(chunkModules: Record<string, string[]>): string[] {
  const found = new Set<string>();
  for (const [file, ids] of Object.entries(chunkModules)) {
    for (const id of ids) {
      const m = SERVER_ONLY.exec(id);
      if (m) found.add(`${m[1] ?? m[2] ?? id} in ${file}`);
    }
  }
  return [...found].sort();
}
