import { basename, resolve } from 'node:path';
import {
  classifyTenantFile,
  DEFAULT_TENANT_FOLDER,
  isPlainObject,
  mergedTenantFile,
  withDefaultPages,
  type TenantSources,
} from '@wl/tenant-config';
import { checkTenants, readTenantSources, type AppFacts } from '@wl/tenant-config/node';
import type {
  StudioFiles,
  StudioMessage,
  StudioTenant,
  TenantSummary,
} from '../shared/studio-api.js';
import { jsonFileText } from './json-files.js';
import { equalJson, updatedOverride } from './minimal-override.js';
import { withRemovedSections } from './removed-sections.js';

/** The tenants folder the studio edits and the app's facts it checks with. */
export interface StudioFolder {
  tenantsDir: string;
  facts: AppFacts;
}

/** A proposed folder: the texts that change (null: the file goes) and the check's messages. */
export interface Proposal {
  /** Every changed file by path inside the tenant folder: its new text, or null when removed. */
  writes: Record<string, string | null>;
  /** The tenant folder's own files before the change. */
  before: Record<string, string>;
  messages: StudioMessage[];
}

function withoutHint(value: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _hint, ...rest } = value;
  return rest;
}

const rootOf = (folder: StudioFolder): string => basename(resolve(folder.tenantsDir));

function parsed(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The tenants an operator can open (every folder but `_default`). */
export function listTenants(folder: StudioFolder): TenantSummary[] {
  const sources = readTenantSources(folder.tenantsDir);
  return Object.keys(sources.files)
    .filter((code) => code !== DEFAULT_TENANT_FOLDER)
    .map((code) => {
      const tenant = mergedTenantFile(code, 'tenant.json', sources);
      const name = isPlainObject(tenant) ? tenant.displayName : undefined;
      return { code, displayName: typeof name === 'string' ? name : code };
    });
}

function effectiveFiles(code: string, sources: TenantSources): StudioFiles {
  const paths = new Set([
    ...Object.keys(sources.files[DEFAULT_TENANT_FOLDER] ?? {}),
    ...Object.keys(sources.files[code] ?? {}),
  ]);
  const files: StudioFiles = {};
  for (const path of [...paths].sort()) {
    try {
      files[path] = mergedTenantFile(code, path, sources);
    } catch {
      // A file that is not JSON is left out; the check names it.
    }
  }
  return files;
}

/** A tenant as the studio edits it; undefined when there is no such folder. */
export function readStudioTenant(
  folder: StudioFolder,
  code: string,
): Omit<StudioTenant, 'previewPort'> | undefined {
  const sources = readTenantSources(folder.tenantsDir);
  if (code === DEFAULT_TENANT_FOLDER || sources.files[code] === undefined) return undefined;
  const withPages = withDefaultPages(sources, folder.facts.defaultPages);
  return {
    code,
    files: effectiveFiles(code, withPages),
    own: { ...sources.files[code] },
    assets: [
      ...new Set([
        ...(sources.assets[code] ?? []),
        ...(sources.assets[DEFAULT_TENANT_FOLDER] ?? []),
      ]),
    ].sort(),
  };
}

/**
 * The folder the edited files make, checked without writing: for each file whose contents
 * changed, only the keys that differ from `_default` (the editor hint kept), formatted as the
 * repository writes JSON; a file left with nothing to override goes (tenant.json stays). The
 * candidate folder goes through the same reader's sources and the same check as `tenant:check`;
 * messages about this tenant's files are answered with their path inside the folder.
 */
export async function proposeChange(
  folder: StudioFolder,
  code: string,
  edited: StudioFiles,
): Promise<Proposal | undefined> {
  const sources = readTenantSources(folder.tenantsDir);
  const own = sources.files[code];
  if (code === DEFAULT_TENANT_FOLDER || own === undefined) return undefined;
  const withPages = withDefaultPages(sources, folder.facts.defaultPages);
  const current = effectiveFiles(code, withPages);
  const writes: Record<string, string | null> = {};
  const unknown = Object.keys(edited).filter((file) => classifyTenantFile(file) === null);
  if (unknown.length > 0) {
    const messages = unknown.map((file) => ({
      file,
      pointer: '',
      message:
        'not a tenant file: expected tenant.json, theme.json, menu.json, layout.json, forms/register.json, pages/<name>.json or locales/<LNG>.json',
    }));
    return { writes, before: { ...own }, messages };
  }
  for (const [file, value] of Object.entries(edited)) {
    if (equalJson(current[file], value)) continue;
    const base = mergedTenantFile(DEFAULT_TENANT_FOLDER, file, withPages);
    const hint = parsed(own[file]);
    const override = updatedOverride(
      isPlainObject(hint) ? withoutHint(hint) : undefined,
      base,
      withRemovedSections(file, base, value),
    );
    const hintText =
      isPlainObject(hint) && typeof hint.$schema === 'string' ? hint.$schema : undefined;
    if (override === undefined && file !== 'tenant.json') {
      if (own[file] !== undefined) writes[file] = null;
      continue;
    }
    const body = isPlainObject(override) ? override : {};
    writes[file] = await jsonFileText(folder.tenantsDir, file, body, hintText, own[file]);
  }
  const files = { ...own };
  for (const [file, text] of Object.entries(writes)) {
    if (text === null) delete files[file];
    else files[file] = text;
  }
  const candidate: TenantSources = { ...sources, files: { ...sources.files, [code]: files } };
  const root = rootOf(folder);
  const prefix = `${root}/${code}/`;
  const errors = checkTenants(candidate, { ...folder.facts, root }).filter(
    (error) => error.file === `${root}/${code}` || error.file.startsWith(prefix),
  );
  const messages: StudioMessage[] = errors.map((error) => ({
    file: error.file.startsWith(prefix) ? error.file.slice(prefix.length) : '',
    pointer: error.pointer,
    message: error.message,
  }));
  return { writes, before: { ...own }, messages };
}
