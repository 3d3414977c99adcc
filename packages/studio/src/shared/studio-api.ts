/** What the studio's server and its page say to each other (the `/api` calls). */

/** Header every studio call carries: the secret printed with the studio's address. */
export const SECRET_HEADER = 'x-studio-secret';

/** Effective contents of a tenant's files by path inside the folder ('pages/home.json'). */
export type StudioFiles = Record<string, unknown>;

export interface TenantSummary {
  code: string;
  displayName: string;
}

export interface StudioTenant {
  code: string;
  /** Every file the tenant has or inherits, merged over `_default` (no `$schema` hints). */
  files: StudioFiles;
  /** The tenant folder's own JSON files as written. */
  own: Record<string, string>;
  /** The tenant's assets and the ones it inherits, by path inside assets/. */
  assets: string[];
  /** The port of the preview site showing this tenant at `http://127.0.0.1:<port>/`, or null. */
  previewPort: number | null;
}

export interface WidgetInfo {
  type: string;
  /** The widget's settings schema (its schema.json). */
  schema: Record<string, unknown>;
}

/** The files the studio edits in a form generated from their schema (schemas/tenant). */
export const FORM_FILES = ['tenant.json', 'menu.json', 'forms/register.json'] as const;
export type FormFile = (typeof FORM_FILES)[number];

/** The schema of each form file, as its form shows it. */
export type FileForms = Record<FormFile, Record<string, unknown>>;

/** One message of the check: the file inside the tenant folder, a JSON pointer into it, the text. */
export interface StudioMessage {
  file: string;
  pointer: string;
  message: string;
}

export interface FileChange {
  file: string;
  status: 'added' | 'changed' | 'removed';
  /** A unified diff of the file. */
  patch: string;
}

/** Answer of check, save and preview. */
export interface CheckAnswer {
  ok: boolean;
  messages: StudioMessage[];
  changes: FileChange[];
}

/**
 * Why the server refused a call, as a key the studio's page translates (`refusals.<refusal>`):
 * a call without its `files` or without an upload's `name` and `base64`, an unknown tenant, or a
 * tenant without the dictionary a new one was to start from.
 */
export interface StudioRefusal {
  refusal: 'expectedFiles' | 'expectedUpload' | 'unknownTenant' | 'noDictionary';
  /** The tenant code the call named, for `unknownTenant` and `noDictionary`. */
  code?: string;
}

export interface StudioSession {
  /** Whether unsaved changes can be previewed (the runtime is built). */
  preview: boolean;
  /** Why there is no preview, when there is none. */
  previewMissing?: string;
  /** The address the preview opens for each page a route renders ('home' → '/'). */
  pagePaths: Record<string, string>;
}

/** A tenant whose own dictionary of a language can start another tenant's (tenants/README.md#languages). */
export interface DictionarySource {
  code: string;
  displayName: string;
  /** How many of the interface's texts its dictionary holds. */
  texts: number;
  /** Whether it holds every text of the interface. */
  complete: boolean;
}

/** The interface's texts (the English dictionary) by dotted key: what a dictionary must cover. */
export type InterfaceTexts = Record<string, string>;

/** The interface's texts, and those that read the same in every bundled language (names, symbols). */
export interface InterfaceAnswer {
  english: InterfaceTexts;
  /** Keys whose text is the same in VI, EN, CN and TW: no translation of them reads differently. */
  neutral: string[];
}
