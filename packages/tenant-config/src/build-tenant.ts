import { DEFAULT_TENANT_FOLDER, LANGUAGE_CODES, type LanguageCode } from './constants.js';
import { parseJsonText } from './json-text.js';
import { mergeTenantFile } from './merge-tenant-file.js';
import { classifyTenantFile } from './tenant-files.js';
import type {
  LayoutFile,
  LocaleDictionary,
  MenuFile,
  PageConfig,
  RegisterFormFile,
  TenantConfig,
  TenantFile,
  TenantSources,
  ThemeFile,
} from './types.js';

/** Parses with the checker's reader (`parseJsonText`: strict JSON, a leading BOM skipped). */
function parseFile(code: string, relPath: string, text: string | undefined): unknown {
  if (text === undefined) return undefined;
  const result = parseJsonText(text);
  if (!result.ok) throw new Error(`tenants/${code}/${relPath}: ${result.message}`);
  return result.value;
}

/**
 * One tenant file with `_default`'s copy merged under it (`mergeTenantFile`). Undefined when neither folder has the file. Throws on invalid JSON.
 */
export function mergedTenantFile(code: string, relPath: string, sources: TenantSources): unknown {
  const base = parseFile(
    DEFAULT_TENANT_FOLDER,
    relPath,
    sources.files[DEFAULT_TENANT_FOLDER]?.[relPath],
  );
  const own =
    code === DEFAULT_TENANT_FOLDER
      ? undefined
      : parseFile(code, relPath, sources.files[code]?.[relPath]);
  if (base === undefined && own === undefined) return undefined;
  return mergeTenantFile(relPath, base, own);
}

function required<T>(code: string, relPath: string, sources: TenantSources): T {
  const value = mergedTenantFile(code, relPath, sources);
  if (value === undefined)
    throw new Error(`tenants/${code}: ${relPath} is missing (also in ${DEFAULT_TENANT_FOLDER})`);
  return value as T;
}

function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value);
}

/**
 * The tenant `code` with `_default` merged under it, file by file; pages and locales are merged per
 * file name. Does not validate: run `checkTenants` first. Throws on invalid JSON or a missing file.
 */
export function buildTenant(code: string, sources: TenantSources): TenantConfig {
  const paths = new Set([
    ...Object.keys(sources.files[DEFAULT_TENANT_FOLDER] ?? {}),
    ...Object.keys(sources.files[code] ?? {}),
  ]);
  const pages: Record<string, PageConfig> = {};
  const locales: TenantConfig['locales'] = {};
  for (const relPath of [...paths].sort()) {
    const ref = classifyTenantFile(relPath);
    if (ref?.kind === 'page') pages[ref.name] = required<PageConfig>(code, relPath, sources);
    if (ref?.kind === 'locale' && isLanguageCode(ref.name)) {
      locales[ref.name] = required<LocaleDictionary>(code, relPath, sources);
    }
  }
  return {
    code,
    tenant: required<TenantFile>(code, 'tenant.json', sources),
    theme: required<ThemeFile>(code, 'theme.json', sources),
    menu: required<MenuFile>(code, 'menu.json', sources),
    layout: required<LayoutFile>(code, 'layout.json', sources),
    register: required<RegisterFormFile>(code, 'forms/register.json', sources),
    pages,
    locales,
  };
}
