import { isPlainObject } from './deep-merge.js';

/** What a file inside a tenant folder holds, by its path. */
export type TenantFileKind =
  'tenant' | 'theme' | 'menu' | 'layout' | 'register' | 'page' | 'locale';

export interface TenantFileRef {
  kind: TenantFileKind;
  /** Page name or locale code; the kind itself for the single files. */
  name: string;
}

const SINGLE_FILES: Record<string, TenantFileKind> = {
  'tenant.json': 'tenant',
  'theme.json': 'theme',
  'menu.json': 'menu',
  'layout.json': 'layout',
  'forms/register.json': 'register',
};

export const PAGE_NAME_PATTERN = /^[a-z][A-Za-z0-9-]*$/;

/** The kind of a tenant file path ('pages/home.json' → page "home"), or null for an unknown path. */
export function classifyTenantFile(relPath: string): TenantFileRef | null {
  const single = SINGLE_FILES[relPath];
  if (single) return { kind: single, name: single };
  const page = /^pages\/([^/]+)\.json$/.exec(relPath);
  if (page?.[1] !== undefined && PAGE_NAME_PATTERN.test(page[1]))
    return { kind: 'page', name: page[1] };
  const locale = /^locales\/([^/]+)\.json$/.exec(relPath);
  if (locale?.[1] !== undefined) return { kind: 'locale', name: locale[1] };
  return null;
}

/**
 * Schema file name (without `.schema.json`) for each kind.
 * @public
 */
export const SCHEMA_NAME: Record<TenantFileKind, string> = {
  tenant: 'tenant',
  theme: 'theme',
  menu: 'menu',
  layout: 'layout',
  register: 'register-form',
  page: 'page',
  locale: 'locale',
};

/** Drops the editor hint `$schema` so it never reaches the merged config. */
export function withoutSchemaHint(value: unknown): unknown {
  if (!isPlainObject(value) || !('$schema' in value)) return value;
  const { $schema: _hint, ...rest } = value;
  return rest;
}
