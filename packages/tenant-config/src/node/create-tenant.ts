/**
 * A new tenant folder, the steps of `pnpm tenant:new` and the studio's "new tenant": tenants/<code>/
 * with tenant.json and a logo; everything else is inherited from _default. The result is checked
 * before anything is written.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkTenants } from '../check/check-tenants.js';
import { formatConfigErrors } from '../config-error.js';
import {
  DEFAULT_TENANT_FOLDER,
  LANGUAGE_CODES,
  TENANT_CODE_PATTERN,
  type LanguageCode,
} from '../constants.js';
import { isPlainObject } from '../deep-merge.js';
import { readTenantSources } from './read-tenant-sources.js';
import type { AppFacts } from './tenant-registry.js';

export interface NewTenantOptions {
  dir: string;
  code: string;
  name?: string;
  merchant?: string;
  language?: string;
  /** The app's widget schemas and pages for the check; without them widgets are not checked. */
  app?: AppFacts;
  port?: string;
  /** How the tenants folder is named in messages (default: its path). */
  root?: string;
}

export interface NewTenantResult {
  ok: boolean;
  /** What was done, or why nothing was. */
  lines: string[];
  url?: string;
}

/** 'new-site' → 'New Site'. */
export function titleFromCode(code: string): string {
  return code
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** 'new-site' → 'NEWSITE': a merchant code from the folder name. */
export function merchantFromCode(code: string): string {
  return code
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 32);
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A wordmark logo: an initial badge and the display name, in a colour derived from the code. */
export function logoSvg(displayName: string, code: string): string {
  let hash = 0;
  for (const ch of code) hash = (hash * 31 + ch.charCodeAt(0)) % 360;
  const colour = `hsl(${hash} 65% 40%)`;
  const width = Math.max(160, 60 + Math.ceil(displayName.length * 11));
  const initial = escapeXml(displayName.trim().charAt(0).toUpperCase() || '?');
  const name = escapeXml(displayName);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48" role="img" aria-label="${name}">
  <rect x="2" y="6" width="36" height="36" rx="8" fill="${colour}"/>
  <text x="20" y="31" font-family="Arial, Helvetica, sans-serif" font-size="18" font-weight="700" fill="#ffffff" text-anchor="middle">${initial}</text>
  <text x="48" y="31" font-family="Arial, Helvetica, sans-serif" font-size="18" font-weight="700" fill="${colour}">${name}</text>
</svg>
`;
}

function defaultLanguages(text: string | undefined): { default: string; enabled: string[] } {
  try {
    const parsed: unknown = JSON.parse(text ?? '');
    const languages = isPlainObject(parsed) ? parsed.languages : undefined;
    if (
      isPlainObject(languages) &&
      typeof languages.default === 'string' &&
      Array.isArray(languages.enabled)
    ) {
      return {
        default: languages.default,
        enabled: languages.enabled.filter((v) => typeof v === 'string'),
      };
    }
  } catch {
    // fall through: the checker reports a broken _default
  }
  return { default: 'VI', enabled: ['VI'] };
}

/** Creates the tenant folder, or explains why not (nothing is written then). */
export function createTenant(options: NewTenantOptions): NewTenantResult {
  const dir = resolve(options.dir);
  const root = options.root ?? dir;
  const { code } = options;
  const refuse = (...lines: string[]): NewTenantResult => ({ ok: false, lines });
  if (code === DEFAULT_TENANT_FOLDER || !TENANT_CODE_PATTERN.test(code)) {
    return refuse(
      `"${code}" is not a valid tenant code: expected ${String(TENANT_CODE_PATTERN)} (a lowercase letter, then 1 to 30 lowercase letters, digits or -)`,
    );
  }
  if (existsSync(join(dir, code)))
    return refuse(`tenant "${code}" already exists in ${root}/${code}`);

  const sources = readTenantSources(dir);
  const inherited = defaultLanguages(sources.files[DEFAULT_TENANT_FOLDER]?.['tenant.json']);
  const language = (options.language ?? inherited.default).toUpperCase();
  if (!(LANGUAGE_CODES as readonly string[]).includes(language)) {
    return refuse(`unknown language "${language}": expected one of ${LANGUAGE_CODES.join(', ')}`);
  }
  const displayName = options.name?.trim() || titleFromCode(code);
  const tenantFile = {
    $schema: '../../schemas/tenant/tenant.schema.json',
    merchantCode: options.merchant ?? merchantFromCode(code),
    displayName,
    hostnames: [],
    languages: {
      default: language as LanguageCode,
      enabled: [language, ...inherited.enabled.filter((lng) => lng !== language)],
    },
  };
  const tenantText = `${JSON.stringify(tenantFile, null, 2)}\n`;
  const logo = logoSvg(displayName, code);

  const candidate = {
    files: { ...sources.files, [code]: { 'tenant.json': tenantText } },
    assets: { ...sources.assets, [code]: ['logo.svg'] },
  };
  const mine = (file: string): boolean =>
    file === `${root}/${code}` ||
    file.startsWith(`${root}/${code}/`) ||
    file.startsWith(`${root}/${DEFAULT_TENANT_FOLDER}/`);
  const errors = checkTenants(candidate, { root, ...options.app }).filter((error) =>
    mine(error.file),
  );
  if (errors.length > 0)
    return refuse(`tenant "${code}" was not created:`, formatConfigErrors(errors));

  mkdirSync(join(dir, code, 'assets'), { recursive: true });
  writeFileSync(join(dir, code, 'tenant.json'), tenantText);
  writeFileSync(join(dir, code, 'assets', 'logo.svg'), logo);
  const url = `http://${code}.localhost:${options.port ?? '8080'}/`;
  return {
    ok: true,
    url,
    lines: [
      `created ${root}/${code}/tenant.json (merchant ${tenantFile.merchantCode}, ${displayName}, ${language})`,
      `created ${root}/${code}/assets/logo.svg`,
      'everything else is inherited from _default; add theme.json, menu.json, pages/, locales/ to override',
      `open ${url}`,
    ],
  };
}
