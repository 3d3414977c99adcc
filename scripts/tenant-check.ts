/**
 * pnpm tenant:check [--dir <tenants folder>]
 * Checks every tenant folder (schemas, merge, widgets, assets, cross-tenant rules), prints each
 * problem as `file#pointer: message` and exits 1 on any; prints a one-line summary otherwise.
 */
import { isAbsolute, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tenantCheckFacts } from '@wl/features/node';
import {
  checkTenants,
  DEFAULT_TENANT_FOLDER,
  formatConfigErrors,
  readTenantSources,
  type AppFacts,
} from '@wl/tenant-config/node';

export type { AppFacts };

export const DEFAULT_TENANTS_DIR = fileURLToPath(new URL('../tenants', import.meta.url));

export interface TenantCheckResult {
  exitCode: 0 | 1;
  /** Lines for stdout (the summary) and stderr (the errors). */
  stdout: string;
  stderr: string;
}

/** How a folder is named in messages: relative to the working directory when inside it. */
export function displayPath(dir: string): string {
  const rel = relative(process.cwd(), dir);
  return rel === ''
    ? '.'
    : rel.startsWith('..') || isAbsolute(rel)
      ? dir
      : rel.split('\\').join('/');
}

/** The same facts the site server checks tenants with. */
export function appFacts(): Promise<AppFacts> {
  return tenantCheckFacts();
}

export function runTenantCheck(tenantsDir: string, app: AppFacts): TenantCheckResult {
  const dir = resolve(tenantsDir);
  const root = displayPath(dir);
  const sources = readTenantSources(dir);
  const errors = checkTenants(sources, { ...app, root });
  if (errors.length > 0) {
    const count = `${errors.length} ${errors.length === 1 ? 'error' : 'errors'}`;
    return {
      exitCode: 1,
      stdout: '',
      stderr: `${formatConfigErrors(errors)}\ntenant:check: ${count} in ${root}/`,
    };
  }
  const tenants = Object.keys(sources.files).filter((code) => code !== DEFAULT_TENANT_FOLDER);
  const files = Object.values(sources.files).reduce(
    (sum, folder) => sum + Object.keys(folder).length,
    0,
  );
  const assets = Object.values(sources.assets).reduce((sum, list) => sum + list.length, 0);
  return {
    exitCode: 0,
    stdout: `tenant:check: ${tenants.length} tenants (${tenants.join(', ')}) OK, ${files} files and ${assets} assets checked in ${root}/`,
    stderr: '',
  };
}

function argValue(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
}

async function main(): Promise<void> {
  const result = runTenantCheck(
    argValue(process.argv.slice(2), '--dir') ?? DEFAULT_TENANTS_DIR,
    await appFacts(),
  );
  if (result.stderr) console.error(result.stderr);
  if (result.stdout) console.info(result.stdout);
  process.exitCode = result.exitCode;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href)
  await main();
