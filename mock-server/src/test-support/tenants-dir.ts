import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's tenants/_default, which every test tenants folder starts from. */
export const DEFAULT_TENANT_DIR = fileURLToPath(
  new URL('../../../tenants/_default', import.meta.url),
);

/** Files of a test tenant by path inside its folder; objects are written as JSON. */
export type TenantFiles = Record<string, unknown>;

export interface TenantsDir {
  dir: string;
  /** Writes (or overwrites) files of a tenant folder. */
  write(code: string, files: TenantFiles): void;
  remove(): void;
}

/** A temporary tenants/ folder: the real `_default` plus the given tenant folders. */
export function createTenantsDir(tenants: Record<string, TenantFiles>): TenantsDir {
  const dir = mkdtempSync(join(tmpdir(), 'wl-tenants-'));
  cpSync(DEFAULT_TENANT_DIR, join(dir, '_default'), { recursive: true });
  const write = (code: string, files: TenantFiles): void => {
    for (const [path, content] of Object.entries(files)) {
      const file = join(dir, code, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
    }
  };
  for (const [code, files] of Object.entries(tenants)) write(code, files);
  return { dir, write, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
