import type { EncryptionMode, LanguageCode } from './constants.js';
import type {
  LayoutFile,
  LocaleFile,
  MenuFile,
  PageFile,
  RegisterFormFile,
  TenantFile,
  ThemeFile,
} from './generated/tenant-files.gen.js';

export type {
  LayoutFile,
  LocaleEntry,
  LocaleFile,
  MenuFile,
  PageFile,
  RegisterFormFile,
  SectionConfig,
  TenantFile,
  ThemeFile,
} from './generated/tenant-files.gen.js';

/** tenants/<code>/pages/<name>.json (the page schema). */
export type PageConfig = PageFile;

/** The strings of one language, nested by key segment (the locale schema). */
export type LocaleDictionary = LocaleFile;

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
  /** How a started game opens; a new window when missing. */
  gameLaunch?: TenantFile['gameLaunch'];
  /** Bounds of a feedback text; the defaults of `feedbackBounds` when missing. */
  feedback?: TenantFile['feedback'];
  /** Whether the analytics tag waits for the visitor's consent; it does not when missing. */
  analytics?: TenantFile['analytics'];
  /** External page of the bind-bank-card button; the button is hidden when missing. */
  payoutVerificationUrl?: string;
  /** The merchant's currency and how amounts are shown (docs/product/money.md). */
  money: TenantFile['money'];
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
  /**
   * Paths inside a folder's assets/ whose real file (after following symlinks) lies outside that
   * folder's assets/ and `_default`'s: never served, reported by the check.
   */
  escapingAssets?: Record<string, string[]>;
  /** Size in bytes of each asset, by folder and path inside assets/ (checked against its budget). */
  assetBytes?: Record<string, Record<string, number>>;
  /**
   * JSON files larger than any tenant file's budget, never read (their text in `files` is empty):
   * their size in bytes, by folder and path (reported by the check against their budget).
   */
  unreadFiles?: Record<string, Record<string, number>>;
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

/** A pattern kind (docs/product/accounts.md#pattern-kinds): its id (the `x-patternId` of a register field) and its pattern. */
export interface PatternKind {
  /** Numeric id on the wire (the patternId of system.registerSetting). */
  code: number;
  id: string;
  /** Regular expression source; '*' for the kind that accepts anything. */
  pattern: string;
  description: string;
}
