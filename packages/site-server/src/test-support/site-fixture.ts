import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's tenants/ folder. */
export const REPO_TENANTS_DIR = fileURLToPath(new URL('../../../../tenants', import.meta.url));

/** A runtime build's index.html with the markers the site server fills. */
export const TEST_INDEX_HTML = `<!doctype html>
<html lang="xx" data-theme="light" class="no-js">
  <head>
    <meta charset="UTF-8" />
    <title>Runtime</title>
    <!--wl:head-->
    <script type="module" src="/assets/app-3f2a1c.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

export const TEST_ASSET = { path: 'app-3f2a1c.js', content: 'console.log("runtime");\n' };

export interface SiteFixture {
  distDir: string;
  tenantsDir: string;
  /** Writes files of a tenant folder; objects as JSON. */
  writeTenant(code: string, files: Record<string, unknown>): void;
  remove(): void;
}

/**
 * A temporary runtime build and a copy of the repository's tenants/ folder, to which tests add
 * their own tenants.
 */
export function createSiteFixture(): SiteFixture {
  const root = mkdtempSync(join(tmpdir(), 'wl-site-'));
  const distDir = join(root, 'dist');
  const tenantsDir = join(root, 'tenants');
  mkdirSync(join(distDir, 'assets'), { recursive: true });
  writeFileSync(join(distDir, 'index.html'), TEST_INDEX_HTML);
  writeFileSync(join(distDir, 'assets', TEST_ASSET.path), TEST_ASSET.content);
  cpSync(REPO_TENANTS_DIR, tenantsDir, { recursive: true });
  const writeTenant = (code: string, files: Record<string, unknown>): void => {
    for (const [path, content] of Object.entries(files)) {
      const file = join(tenantsDir, code, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
    }
  };
  return {
    distDir,
    tenantsDir,
    writeTenant,
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** The tenant config inlined in a page (its `<script type="application/json" id="wl-tenant">`). */
export function inlinedConfig(html: string): unknown {
  const json = /<script type="application\/json" id="wl-tenant">(.*?)<\/script>/s.exec(html)?.[1];
  if (json === undefined) throw new Error('no inlined tenant config');
  return JSON.parse(json) as unknown;
}
