import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FILE_SIZE_BUDGETS } from '../constants.js';
import type { TenantSources } from '../types.js';
import { confinedAssetPath } from './asset-confinement.js';

/** The largest budget of a tenant JSON file: a file above it is never read, only measured. */
const LARGEST_FILE_BUDGET = Math.max(
  ...Object.entries(FILE_SIZE_BUDGETS)
    .filter(([kind]) => kind !== 'asset')
    .map(([, bytes]) => bytes),
);

function walk(
  dir: string,
  prefix: string,
  visit: (relPath: string, absPath: string) => void,
): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : 1,
  )) {
    if (entry.name.startsWith('.')) continue;
    const absPath = join(dir, entry.name);
    const relPath = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
    if (entry.isDirectory()) walk(absPath, relPath, visit);
    else if (
      entry.isFile() ||
      (entry.isSymbolicLink() && statSync(absPath, { throwIfNoEntry: false })?.isFile())
    ) {
      visit(relPath, absPath);
    }
  }
}

/** Tenant folders (every sub-folder of `tenantsDir`, dot-folders excepted). */
export function listTenantFolders(tenantsDir: string): string[] {
  return readdirSync(tenantsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

/**
 * Reads `tenants/` into memory: the text of every .json file outside assets/, and the paths of the
 * files inside assets/ (apart: those whose real file lies outside the tenant's or `_default`'s
 * assets/, or has other hard links). Other files (notes, READMEs) are ignored. Each file's size is
 * taken before it is read: a .json file over the largest budget is never read (`unreadFiles`).
 */
export function readTenantSources(tenantsDir: string): TenantSources {
  const sources: TenantSources = { files: {}, assets: {}, escapingAssets: {}, assetBytes: {} };
  for (const code of listTenantFolders(tenantsDir)) {
    const files: Record<string, string> = {};
    const assets: string[] = [];
    const escaping: string[] = [];
    const bytes: Record<string, number> = {};
    const unread: Record<string, number> = {};
    walk(join(tenantsDir, code), '', (relPath, absPath) => {
      if (relPath.startsWith('assets/')) {
        const asset = relPath.slice('assets/'.length);
        if (confinedAssetPath(tenantsDir, code, absPath) === null) escaping.push(asset);
        else {
          assets.push(asset);
          bytes[asset] = statSync(absPath).size;
        }
      } else if (relPath.endsWith('.json')) {
        const size = statSync(absPath).size;
        if (size > LARGEST_FILE_BUDGET) {
          unread[relPath] = size;
          files[relPath] = '';
        } else files[relPath] = readFileSync(absPath, 'utf8');
      }
    });
    if (Object.keys(unread).length > 0) (sources.unreadFiles ??= {})[code] = unread;
    sources.files[code] = files;
    sources.assets[code] = assets;
    (sources.assetBytes ??= {})[code] = bytes;
    if (escaping.length > 0) (sources.escapingAssets ??= {})[code] = escaping;
  }
  return sources;
}

/**
 * A fingerprint of every file under `tenantsDir` (path, size, mtime): it changes when a file is
 * added, removed or edited.
 */
export function tenantsFingerprint(tenantsDir: string): string {
  const parts: string[] = [];
  for (const code of listTenantFolders(tenantsDir)) {
    walk(join(tenantsDir, code), code, (relPath, absPath) => {
      const stat = statSync(absPath, { throwIfNoEntry: false });
      if (stat) parts.push(`${relPath}:${stat.size}:${stat.mtimeMs}`);
    });
  }
  return parts.join('\n');
}
