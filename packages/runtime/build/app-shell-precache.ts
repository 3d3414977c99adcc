import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ManifestEntry, ManifestTransform } from 'workbox-build';

/** The site server's offline page (packages/site-server, installable-app/head-tags.ts). */
const OFFLINE_PAGE = '/offline.html';

/** The part of Vite's build manifest (`.vite/manifest.json`) read here. */
type ViteManifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

/**
 * The files every page loads first: the entry chunk, the app it starts once the page has painted
 * (its dynamic imports, src/main.tsx), the chunks they import, and their CSS.
 */
export function appShellFiles(manifest: ViteManifest): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    visit(key);
    for (const started of chunk.dynamicImports ?? []) visit(started);
  }
  return files;
}

/**
 * The service worker's precache: the app shell only (lazy chunks, images and fonts stay with the
 * browser's HTTP cache, where hashed assets live for a year), plus the offline page. The site
 * server renders that page per host, so it is not a build file; its revision is derived from the
 * shell's: a new build fetches it again, an unchanged build keeps the same worker (no prompt).
 */
export function appShellPrecache(distDir: string): ManifestTransform {
  return (entries) => {
    const manifest = JSON.parse(
      readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'),
    ) as ViteManifest;
    const shell = appShellFiles(manifest);
    const kept: (ManifestEntry & { size: number })[] = entries.filter((entry) =>
      shell.has(entry.url.replace(/^\//, '')),
    );
    const hash = createHash('sha256');
    for (const entry of kept) hash.update(`${entry.url} ${entry.revision ?? ''}\n`);
    const revision = hash.digest('hex').slice(0, 16);
    return { manifest: [...kept, { url: OFFLINE_PAGE, revision, size: 0 }], warnings: [] };
  };
}
