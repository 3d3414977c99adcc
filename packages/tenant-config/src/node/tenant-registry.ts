import { statSync } from 'node:fs';
import { basename, resolve, sep } from 'node:path';
import { buildTenant } from '../build-tenant.js';
import { withDefaultModules } from '../default-modules.js';
import { withDefaultPages } from '../default-pages.js';
import { checkTenants, type CheckOptions } from '../check/check-tenants.js';
import { DEFAULT_TENANT_FOLDER, TENANT_CODE_PATTERN } from '../constants.js';
import type { ConfigError, TenantConfig, TenantSources } from '../types.js';
import { confinedAssetPath } from './asset-confinement.js';
import { hostnameOf, localhostCode, LOOPBACK_HOSTS } from './host.js';
import { listTenantFolders, readTenantSources, tenantsFingerprint } from './read-tenant-sources.js';

export interface TenantRegistryOptions {
  /** The tenants/ folder. */
  tenantsDir: string;
  /** Tenant for bare localhost; else env WL_DEFAULT_TENANT; else the first tenant alphabetically. */
  defaultTenant?: string;
  /** Minimum time between two looks at the folder for new or edited files. Default 500 ms. */
  rescanIntervalMs?: number;
  /**
   * What the app brings to the check (widget settings schemas, rendered pages), exactly as
   * `tenant:check` uses them; may also be given later with `useAppFacts`.
   */
  appFacts?: AppFacts;
  /** Called with every problem after each read of the folder (the server logs them). */
  onProblems?: (problems: readonly ConfigError[]) => void;
}

/**
 * The app's side of the tenant check: widget settings schemas, the pages the app renders, the
 * default pages the features ship, the addresses of their routes and the interface's texts.
 */
export type AppFacts = Required<Pick<CheckOptions, 'widgetSchemas' | 'pages'>> &
  Pick<CheckOptions, 'defaultPages' | 'routeAddresses' | 'interfaceDictionary'>;

/**
 * The tenants an operator serves, read from `tenants/` and kept current: a look at the folder (at
 * most once per `rescanIntervalMs`, on any lookup) re-reads everything when a file was added,
 * removed or edited, so new tenants and edits are served without a restart.
 *
 * Every read goes through the same reader and check as `tenant:check` (`readTenantSources`,
 * `checkTenants`): what the checker refuses is never served.
 * A tenant with errors is not served; if it was valid before an edit, its last valid version stays
 * in service until the files are fixed. Both cases are listed by `problems()`.
 */
export class TenantRegistry {
  readonly tenantsDir: string;
  private readonly root: string;
  private readonly defaultOption: string | undefined;
  private readonly intervalMs: number;
  private appFacts: AppFacts | undefined;
  private readonly onProblems: TenantRegistryOptions['onProblems'];
  private tenants = new Map<string, TenantConfig>();
  private hosts = new Map<string, string>();
  private merchants = new Map<string, string>();
  private errors: ConfigError[] = [];
  private fingerprint = '';
  private lastLook = 0;
  private revisionCount = 0;

  constructor(options: TenantRegistryOptions) {
    this.tenantsDir = resolve(options.tenantsDir);
    this.root = basename(this.tenantsDir);
    this.defaultOption = options.defaultTenant ?? (process.env.WL_DEFAULT_TENANT || undefined);
    this.intervalMs = options.rescanIntervalMs ?? 500;
    this.appFacts = options.appFacts;
    this.onProblems = options.onProblems;
    this.reload(tenantsFingerprint(this.tenantsDir));
  }

  /**
   * Checks every tenant again with the app's facts (widget schemas, pages). Versions accepted
   * without them are dropped, so a tenant the full check refuses is not served.
   */
  useAppFacts(facts: AppFacts): void {
    this.appFacts = facts;
    this.tenants = new Map();
    this.reload(tenantsFingerprint(this.tenantsDir));
  }

  /** The tenant serving a Host header, or null (also for a request without one). */
  resolveHost(hostHeader: string | undefined): TenantConfig | null {
    this.poll();
    if (hostHeader === undefined || hostHeader.trim() === '') return null;
    const hostname = hostnameOf(hostHeader);
    if ((LOOPBACK_HOSTS as readonly string[]).includes(hostname)) return this.defaultTenant();
    const code = localhostCode(hostname) ?? this.hosts.get(hostname);
    return code === undefined ? null : (this.tenants.get(code) ?? null);
  }

  /** The tenant in folder `code`, or null. */
  get(code: string): TenantConfig | null {
    this.poll();
    return this.tenants.get(code) ?? null;
  }

  /** The tenant with this merchant code, or null. */
  byMerchant(merchantCode: string): TenantConfig | null {
    this.poll();
    const code = this.merchants.get(merchantCode);
    return code === undefined ? null : (this.tenants.get(code) ?? null);
  }

  /** Every served tenant, by code. */
  list(): TenantConfig[] {
    this.poll();
    return [...this.tenants.values()].sort((a, b) => (a.code < b.code ? -1 : 1));
  }

  /** The tenant served for bare localhost, or null. */
  defaultTenant(): TenantConfig | null {
    this.poll();
    if (this.defaultOption !== undefined) return this.tenants.get(this.defaultOption) ?? null;
    return this.list()[0] ?? null;
  }

  /**
   * Absolute path of a tenant asset (`relPath` inside assets/): the tenant's own file, else
   * `_default`'s, else null. Paths that leave the assets folder, also through a symlink, are
   * refused (null).
   */
  assetPath(code: string, relPath: string): string | null {
    this.poll();
    if (!this.tenants.has(code) || !isSafeRelativePath(relPath)) return null;
    for (const folder of [code, DEFAULT_TENANT_FOLDER]) {
      const assetsDir = resolve(this.tenantsDir, folder, 'assets');
      const candidate = resolve(assetsDir, relPath);
      if (!candidate.startsWith(assetsDir + sep)) return null;
      if (!statSync(candidate, { throwIfNoEntry: false })?.isFile()) continue;
      // Symlinks are followed: the real file must be inside this tenant's or _default's assets/.
      return confinedAssetPath(this.tenantsDir, code, candidate);
    }
    return null;
  }

  /** Errors found in the folder at the last read, with a note per tenant left out or held back. */
  problems(): ConfigError[] {
    this.poll();
    return [...this.errors];
  }

  /** Increases each time the folder is re-read, for callers that cache per tenant. */
  get revision(): number {
    return this.revisionCount;
  }

  /** Looks at the folder now, ignoring the interval; re-reads it if anything changed. */
  refresh(): void {
    this.lastLook = Date.now();
    let fingerprint: string;
    try {
      fingerprint = tenantsFingerprint(this.tenantsDir);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.errors = [
        { file: this.root, pointer: '', message: `cannot read the tenants folder: ${reason}` },
      ];
      return;
    }
    if (fingerprint !== this.fingerprint) this.reload(fingerprint);
  }

  private poll(): void {
    if (Date.now() - this.lastLook >= this.intervalMs) this.refresh();
  }

  private reload(fingerprint: string): void {
    this.fingerprint = fingerprint;
    this.lastLook = Date.now();
    this.revisionCount++;
    const ownSources = readTenantSources(this.tenantsDir);
    const errors = checkTenants(ownSources, { root: this.root, ...this.appFacts });
    const sources = withDefaultPages(ownSources, this.appFacts?.defaultPages);
    const broken = this.brokenFolders(errors);
    const notes: ConfigError[] = [];
    const next = new Map<string, TenantConfig>();
    for (const code of listTenantFolders(this.tenantsDir)) {
      if (code === DEFAULT_TENANT_FOLDER || !TENANT_CODE_PATTERN.test(code)) continue;
      const previous = this.tenants.get(code);
      const built =
        broken.has(code) || broken.has(DEFAULT_TENANT_FOLDER) ? null : tryBuild(code, sources);
      if (built) {
        next.set(code, built);
      } else if (previous) {
        next.set(code, previous);
        notes.push(
          this.note(
            code,
            'serving the last valid version of this tenant until its errors are fixed',
          ),
        );
      } else {
        notes.push(this.note(code, 'tenant not served until its errors are fixed'));
      }
    }
    this.tenants = next;
    this.hosts = new Map();
    this.merchants = new Map();
    for (const tenant of [...next.values()].sort((a, b) => (a.code < b.code ? -1 : 1))) {
      for (const hostname of tenant.tenant.hostnames) {
        if (!this.hosts.has(hostname)) this.hosts.set(hostname, tenant.code);
      }
      if (!this.merchants.has(tenant.tenant.merchantCode))
        this.merchants.set(tenant.tenant.merchantCode, tenant.code);
    }
    if (this.defaultOption !== undefined && !next.has(this.defaultOption)) {
      notes.push(
        this.note(this.defaultOption, 'the default tenant for localhost is not a served tenant'),
      );
    }
    this.errors = [...errors, ...notes];
    if (this.errors.length > 0) this.onProblems?.(this.errors);
  }

  private note(code: string, message: string): ConfigError {
    return { file: `${this.root}/${code}`, pointer: '', message };
  }

  /** Folders named by at least one error. */
  private brokenFolders(errors: readonly ConfigError[]): Set<string> {
    const folders = new Set<string>();
    for (const error of errors) {
      if (!error.file.startsWith(`${this.root}/`)) continue;
      const folder = error.file.slice(this.root.length + 1).split('/')[0];
      if (folder !== undefined) folders.add(folder);
    }
    return folders;
  }
}

function tryBuild(code: string, sources: TenantSources): TenantConfig | null {
  try {
    return withDefaultModules(buildTenant(code, sources));
  } catch {
    return null;
  }
}

/** A relative path with no empty, '.' or '..' segments, backslashes or NUL. */
function isSafeRelativePath(relPath: string): boolean {
  if (
    relPath === '' ||
    relPath.startsWith('/') ||
    /[\\\0]/.test(relPath) ||
    /^[a-zA-Z]:/.test(relPath)
  )
    return false;
  return relPath
    .split('/')
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}
