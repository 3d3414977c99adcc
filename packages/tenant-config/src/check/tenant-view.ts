import { DEFAULT_TENANT_FOLDER, REQUIRED_DEFAULT_FILES } from '../constants.js';
import { mergeTenantFile } from '../merge-tenant-file.js';
import type { ConfigError } from '../types.js';
import { pointerExists } from '@wl/api';

/** One tenant folder as read: its parsed JSON files and its asset paths. */
export interface Folder {
  code: string;
  /** Files that parsed, by path inside the folder. */
  parsed: Map<string, unknown>;
  /** Files that did not parse. */
  broken: Set<string>;
  /** Paths inside assets/. */
  assets: Set<string>;
}

/** Collected errors. */
export class ErrorSink {
  readonly errors: ConfigError[] = [];

  add(file: string, pointer: string, message: string): void {
    this.errors.push({ file, pointer, message });
  }
}

/**
 * A tenant seen through the merge: its own folder over `_default`. For `_default` itself, `own`
 * is the `_default` folder and there is no base.
 */
export class TenantView {
  constructor(
    readonly root: string,
    readonly own: Folder,
    readonly base: Folder | undefined,
  ) {}

  get code(): string {
    return this.own.code;
  }

  get isDefault(): boolean {
    return this.base === undefined;
  }

  ownPath(relPath: string): string {
    return `${this.root}/${this.own.code}/${relPath}`;
  }

  defaultPath(relPath: string): string {
    return `${this.root}/${DEFAULT_TENANT_FOLDER}/${relPath}`;
  }

  /** The file that holds the value at `pointer`: the tenant's override if it has it, else `_default`'s. */
  fileFor(relPath: string, pointer: string): string {
    if (!this.base) return this.ownPath(relPath);
    const own = this.own.parsed.get(relPath);
    if (own !== undefined && pointerExists(own, pointer)) return this.ownPath(relPath);
    if (this.base.parsed.has(relPath)) return this.defaultPath(relPath);
    return this.ownPath(relPath);
  }

  /** Whether the tenant's own copy of the file sets the value at `pointer`. */
  overrides(relPath: string, pointer: string): boolean {
    const own = this.own.parsed.get(relPath);
    return this.base !== undefined && own !== undefined && pointerExists(own, pointer);
  }

  /** Paths of parsed files in the tenant or `_default`. */
  paths(): string[] {
    return [...new Set([...(this.base?.parsed.keys() ?? []), ...this.own.parsed.keys()])].sort();
  }

  /**
   * The merged file; undefined when it is in neither folder, or when a copy is broken or a required
   * default is missing (those errors are reported on their own).
   */
  merged(relPath: string): unknown {
    if (this.own.broken.has(relPath) || this.base?.broken.has(relPath)) return undefined;
    const requiredDefault = (REQUIRED_DEFAULT_FILES as readonly string[]).includes(relPath);
    if (this.base && requiredDefault && !this.base.parsed.has(relPath)) return undefined;
    const base = this.base?.parsed.get(relPath);
    const own = this.own.parsed.get(relPath);
    if (base === undefined && own === undefined) return undefined;
    return mergeTenantFile(relPath, base, own);
  }

  hasAsset(path: string): boolean {
    return this.own.assets.has(path) || (this.base?.assets.has(path) ?? false);
  }

  assetMissing(path: string): string {
    const where = [`${this.root}/${this.own.code}/assets/`];
    if (this.base) where.push(`${this.root}/${DEFAULT_TENANT_FOLDER}/assets/`);
    return `asset ${JSON.stringify(path)} not found in ${where.join(' or ')}`;
  }
}
