import { realpathSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { DEFAULT_TENANT_FOLDER } from '../constants.js';

function realOrNull(path: string): string | null {
  try {
    return realpathSync(path);
  } catch {
    return null;
  }
}

/**
 * The real path of `absPath` (symlinks followed) when it lies inside the assets/ folder of tenant
 * `code` or of `_default`; null otherwise (a link to `../tenant.json` or to another tenant's file),
 * and null for a file with other hard links, which could be any file anywhere.
 */
export function confinedAssetPath(
  tenantsDir: string,
  code: string,
  absPath: string,
): string | null {
  const real = realOrNull(absPath);
  if (real === null) return null;
  for (const folder of new Set([code, DEFAULT_TENANT_FOLDER])) {
    const assetsDir = realOrNull(resolve(tenantsDir, folder, 'assets'));
    if (assetsDir !== null && real.startsWith(assetsDir + sep))
      return (statSync(real, { throwIfNoEntry: false })?.nlink ?? 2) > 1 ? null : real;
  }
  return null;
}
