import type { DaisyTheme, EncryptionMode, LanguageCode, ModuleId, NavItem } from './constants.js';

/** tenants/<code>/tenant.json (schemas/tenant/tenant.schema.json). */
export interface TenantFile {
  /** Merchant code sent as the `Merchant` header. */
  merchantCode: string;
  displayName: string;
  /** Extra hostnames (production domains). `<folder>.localhost` always resolves too. */
  hostnames: string[];
  languages: { default: LanguageCode; enabled: LanguageCode[] };
  /** Modules and whitelabel flags keyed by modId; a missing key means off. */
  modules: Partial<Record<ModuleId, boolean>>;
  customerService: { url: string };
  appDownload: { ios?: string; android?: string; iosLite?: string };
  /** Server-only: never sent to the browser except `encryption`. */
  api: { upstream: string | null; encryption: EncryptionMode };
  copyright: string;
}

/** tenants/<code>/theme.json */
export interface ThemeFile {
  daisyTheme: DaisyTheme;
  colors: { primary?: string; secondary?: string; accent?: string };
  /** Path relative to the tenant's assets/ folder, served at /tenant-assets/<path>. */
  logo: string;
  favicon?: string;
}

/** tenants/<code>/menu.json */
export interface MenuFile {
  /** Header game navigation, in display order. Game categories show only when they have vendors. */
  header: NavItem[];
}

/** tenants/<code>/forms/register.json: register field rules as JSON Schema plus a UI schema. */
export interface RegisterFormFile {
  /** Draft 2020-12 object schema. Each property may carry `x-patternId` (SPEC §5 pattern kinds). */
  schema: Record<string, unknown>;
  uiSchema: Record<string, unknown>;
  /** Mobile-number registration tab (MOBILENUMREG3 must also be on). */
  mobile: { enabled: boolean; verification: boolean };
}

/** One section of a page: a widget type with its settings (Shopify JSON template style). */
export interface SectionConfig {
  type: string;
  settings?: Record<string, unknown>;
  disabled?: boolean;
}

/** tenants/<code>/pages/<name>.json */
export interface PageConfig {
  sections: Record<string, SectionConfig>;
  order: string[];
}

/** tenants/<code>/layout.json: the section groups around every normal page. */
export interface LayoutFile {
  header: PageConfig;
  aside: PageConfig;
  footer: PageConfig;
}

export type LocaleDictionary = { [key: string]: string | LocaleDictionary };

/** A tenant after `_default` has been merged under it. */
export interface TenantConfig {
  code: string;
  tenant: TenantFile;
  theme: ThemeFile;
  menu: MenuFile;
  layout: LayoutFile;
  register: RegisterFormFile;
  pages: Record<string, PageConfig>;
  locales: Partial<Record<LanguageCode, LocaleDictionary>>;
}

/** What the browser receives, inlined into index.html. Server-only values are stripped. */
export interface PublicTenantConfig {
  code: string;
  merchantCode: string;
  displayName: string;
  languages: TenantFile['languages'];
  modules: TenantFile['modules'];
  customerService: TenantFile['customerService'];
  appDownload: TenantFile['appDownload'];
  copyright: string;
  encryption: EncryptionMode;
  theme: ThemeFile;
  menu: MenuFile;
  layout: LayoutFile;
  register: RegisterFormFile;
  pages: Record<string, PageConfig>;
}

/**
 * Raw tenant folders as text, so configs can be checked without a disk.
 * `files`: tenant folder → path inside it ('tenant.json', 'pages/home.json') → JSON text.
 * `assets`: tenant folder → paths inside its assets/ folder ('logo.svg', 'img/hero.png').
 * A folder exists when it appears in either map.
 */
export interface TenantSources {
  files: Record<string, Record<string, string>>;
  assets: Record<string, string[]>;
}

/** One problem found in the tenant folders. */
export interface ConfigError {
  /** Path of the file holding the problem, e.g. 'tenants/saigon/pages/home.json'. */
  file: string;
  /** JSON pointer inside the file; '' for the file itself. */
  pointer: string;
  /** What was expected, e.g. 'expected one of VI, EN but got "XX"'. */
  message: string;
}

/** A SPEC §5 pattern kind: its id (the `x-patternId` of a register field) and its pattern. */
export interface PatternKind {
  id: string;
  /** Regular expression source; '*' for the kind that accepts anything. */
  pattern: string;
  description: string;
}
