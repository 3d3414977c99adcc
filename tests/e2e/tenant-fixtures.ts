import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appDictionary, featureDefaultPages } from '@wl/features/node';
import { BUNDLED_LANGUAGES } from '@wl/tenant-config';

/** Reads the shipped tenant files and dictionaries, so browser tests expect what the config says. */
const root = new URL('../..', import.meta.url).pathname;

type Json = Record<string, unknown>;

function readJson(path: string): Json {
  return JSON.parse(readFileSync(path, 'utf8')) as Json;
}

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function merge(base: unknown, over: unknown): unknown {
  if (!isObject(base) || !isObject(over)) return over === undefined ? base : over;
  const out: Json = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = merge(base[k], v);
  return out;
}

/** What every tenant inherits at `rel`: `_default`'s file, or the page a feature ships. */
function inherited(rel: string): Json {
  const base = join(root, 'tenants/_default', rel);
  if (existsSync(base)) return readJson(base);
  const page = featureDefaultPages().find(({ name }) => rel === `pages/${name}.json`);
  return page === undefined ? {} : (JSON.parse(page.text) as Json);
}

/** A tenant file with what every tenant inherits (`_default`'s, a feature's page) merged under it. */
export function tenantFile(code: string, rel: string): Json {
  const own = join(root, 'tenants', code, rel);
  const a = inherited(rel);
  const b = existsSync(own) ? readJson(own) : {};
  return merge(a, b) as Json;
}

/** The app's dictionary of a language (core and features); `{}` for a language not bundled. */
function bundledDictionary(lng: string): Json {
  const bundled = BUNDLED_LANGUAGES.find((code) => code === lng.toUpperCase());
  return bundled === undefined ? {} : appDictionary(bundled);
}

/** The string for a dotted key in the app's dictionary merged with the tenant's overrides. */
export function translate(code: string, lng: string, key: string): string {
  const bundled = bundledDictionary(lng);
  const dict = merge(bundled, tenantFile(code, `locales/${lng}.json`));
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (isObject(node) ? node[part] : undefined), dict);
  if (typeof value !== 'string') throw new Error(`no ${lng} string for ${key} (tenant ${code})`);
  return value;
}

export interface TenantFacts {
  defaultLanguage: string;
  enabledLanguages: string[];
  daisyTheme: string;
  menu: string[];
  displayName: string;
  merchantCode: string;
}

export function tenantFacts(code: string): TenantFacts {
  const tenant = tenantFile(code, 'tenant.json') as {
    displayName: string;
    merchantCode: string;
    languages: { default: string; enabled: string[] };
  };
  const theme = tenantFile(code, 'theme.json') as { daisyTheme: string };
  const menu = tenantFile(code, 'menu.json') as { header: string[] };
  return {
    defaultLanguage: tenant.languages.default,
    enabledLanguages: tenant.languages.enabled,
    daisyTheme: theme.daisyTheme,
    menu: menu.header,
    displayName: tenant.displayName,
    merchantCode: tenant.merchantCode,
  };
}
