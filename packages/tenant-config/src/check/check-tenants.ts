import {
  DEFAULT_TENANT_FOLDER,
  LANGUAGE_CODES,
  REQUIRED_DEFAULT_FILES,
  TENANT_CODE_PATTERN,
} from '../constants.js';
import { sortConfigErrors } from '../config-error.js';
import {
  defaultPageConflicts,
  inDefaultPageFiles,
  withDefaultPages,
  type DefaultPage,
} from '../default-pages.js';
import { parseJsonText } from '../json-text.js';
import { classifyTenantFile, PAGE_NAME_PATTERN } from '../tenant-files.js';
import type {
  ConfigError,
  LayoutFile,
  LocaleDictionary,
  PageConfig,
  RegisterFormFile,
  TenantFile,
  TenantSources,
  ThemeFile,
} from '../types.js';
import { checkCrossTenant, type TenantIdentity } from './check-cross-tenant.js';
import { checkRegister } from './check-register.js';
import { forbiddenKeyMessage, forbiddenKeyPointers, sizeProblem } from './file-hygiene.js';
import { checkTenantUrls } from './check-tenant-urls.js';
import { linkRule, type LinkRule } from './link-rule.js';
import { checkSections, type SectionCheckContext } from './check-sections.js';
import { checkSeoTexts } from './check-seo-texts.js';
import { checkInterfaceLanguages, textPaths } from './check-interface-languages.js';
import { checkLanguages, checkOwnTenantFile, checkThemeAssets } from './check-tenant-file.js';
import { checkThemeContrast } from './check-theme-contrast.js';
import { describeAjvErrors, listValues } from './describe-ajv-error.js';
import { tenantValidators } from './tenant-schemas.js';
import { ErrorSink, type Folder, TenantView } from './tenant-view.js';
import { tenantTranslations } from './translations.js';
import { WidgetValidators } from './widget-validators.js';

export interface CheckOptions {
  /** Widget settings schemas by type. Without it, section types and settings are not checked. */
  widgetSchemas?: Record<string, Record<string, unknown>>;
  /**
   * The pages the app renders (one per route, plus the status views). With it, `_default` must
   * hold each and no tenant may hold a page the app never shows.
   */
  pages?: readonly string[];
  /**
   * The pages the features ship for their routes, inherited as `_default`'s (which may not hold
   * them too); errors in them name the feature's file.
   */
  defaultPages?: readonly DefaultPage[];
  /**
   * Every route's addresses, the one links use first (the features'): link settings must lead to
   * one of them or to an http(s) URL. Without it, `@wl/paths`' copy of them.
   */
  routeAddresses?: Readonly<Record<string, readonly string[]>>;
  /**
   * The interface's texts (the app's English dictionary): a language without a bundled dictionary
   * is offered only when the tenant's locale file holds each of them. Not checked without it.
   */
  interfaceDictionary?: LocaleDictionary;
  /** Folder name that prefixes error paths; 'tenants' unless told. */
  root?: string;
}

const KNOWN_FILES =
  'tenant.json, theme.json, menu.json, layout.json, forms/register.json, pages/<name>.json, locales/<lng>.json';

function readFolder(
  root: string,
  code: string,
  sources: TenantSources,
  sink: ErrorSink,
  pages: readonly string[] | undefined,
): Folder {
  const folder: Folder = {
    code,
    parsed: new Map(),
    broken: new Set(),
    assets: new Set(sources.assets[code] ?? []),
  };
  for (const asset of sources.escapingAssets?.[code] ?? []) {
    const own = `${root}/${code}/assets/`;
    const where =
      code === DEFAULT_TENANT_FOLDER ? own : `${own} or ${root}/${DEFAULT_TENANT_FOLDER}/assets/`;
    sink.add(
      `${own}${asset}`,
      '',
      `asset is a link to a file outside ${where}; it is never served: copy the file in instead`,
    );
  }
  for (const [asset, bytes] of Object.entries(sources.assetBytes?.[code] ?? {})) {
    const problem = sizeProblem('asset', bytes);
    if (problem !== undefined) sink.add(`${root}/${code}/assets/${asset}`, '', problem);
  }
  const files = sources.files[code] ?? {};
  for (const relPath of Object.keys(files).sort()) {
    const file = `${root}/${code}/${relPath}`;
    const ref = classifyTenantFile(relPath);
    if (!ref) {
      const page = /^pages\/([^/]+)\.json$/.exec(relPath);
      const hint = page
        ? `page names match ${String(PAGE_NAME_PATTERN)}`
        : `expected one of ${KNOWN_FILES}`;
      sink.add(file, '', `unknown file; ${hint}`);
      continue;
    }
    if (ref.kind === 'page' && pages && !pages.includes(ref.name)) {
      sink.add(file, '', `no route shows page "${ref.name}"; expected one of ${listValues(pages)}`);
      continue;
    }
    if (ref.kind === 'locale' && !(LANGUAGE_CODES as readonly string[]).includes(ref.name)) {
      sink.add(
        file,
        '',
        `unknown language code "${ref.name}" in the file name; expected one of ${listValues(LANGUAGE_CODES)}`,
      );
      continue;
    }
    const unread = sources.unreadFiles?.[code]?.[relPath];
    if (unread !== undefined) {
      sink.add(
        file,
        '',
        sizeProblem(ref.kind, unread) ?? `file of ${String(unread)} bytes not read`,
      );
      folder.broken.add(relPath);
      continue;
    }
    const text = files[relPath] ?? '';
    const tooBig = sizeProblem(ref.kind, new TextEncoder().encode(text).length);
    if (tooBig !== undefined) sink.add(file, '', tooBig);
    const result = parseJsonText(text);
    const forbidden = result.ok ? forbiddenKeyPointers(result.value) : [];
    for (const pointer of forbidden) sink.add(file, pointer, forbiddenKeyMessage(pointer));
    if (result.ok && forbidden.length > 0) {
      folder.broken.add(relPath);
    } else if (result.ok) {
      folder.parsed.set(relPath, result.value);
      for (const duplicate of result.duplicateKeys)
        sink.add(file, duplicate.pointer, duplicate.message);
    } else {
      folder.broken.add(relPath);
      sink.add(file, '', result.message);
    }
  }
  return folder;
}

/** Validates every merged file of one tenant and runs the checks that need valid files. */
function checkTenant(
  view: TenantView,
  sink: ErrorSink,
  widgets: WidgetValidators | undefined,
  linkProblem: LinkRule,
  featurePagesKnown: boolean,
  interfaceTexts: readonly (readonly string[])[] | undefined,
): TenantIdentity | undefined {
  const validators = tenantValidators();
  const valid = new Map<string, unknown>();
  for (const relPath of view.paths()) {
    const ref = classifyTenantFile(relPath);
    const doc = view.merged(relPath);
    if (!ref || doc === undefined) continue;
    // Without the features' pages, a tenant's page with no `_default` copy may override one of
    // them: it is only whole once merged over it, so it is checked then.
    if (ref.kind === 'page' && !featurePagesKnown && !view.base?.parsed.has(relPath)) continue;
    const validate = validators[ref.kind];
    if (validate(doc)) valid.set(relPath, doc);
    for (const error of describeAjvErrors(validate.errors)) {
      sink.add(view.fileFor(relPath, error.pointer), error.pointer, error.message);
    }
  }

  checkOwnTenantFile(view, sink);
  const tenant = valid.get('tenant.json') as TenantFile | undefined;
  if (tenant) {
    checkLanguages(view, sink, tenant);
    checkTenantUrls(view, sink, tenant, linkProblem);
  }
  const theme = valid.get('theme.json') as ThemeFile | undefined;
  if (theme) {
    checkThemeAssets(view, sink, theme);
    checkThemeContrast(view, sink, theme);
  }
  const register = valid.get('forms/register.json') as RegisterFormFile | undefined;
  if (register) checkRegister(view, sink, register);

  const context: SectionCheckContext = {
    view,
    sink,
    widgets,
    translations: tenant ? tenantTranslations(view, tenant.languages.enabled, valid) : undefined,
    linkProblem,
  };
  if (context.translations) checkSeoTexts(view, sink, context.translations);
  if (tenant && context.translations && interfaceTexts) {
    checkInterfaceLanguages(view, sink, tenant, context.translations, interfaceTexts);
  }
  const layout = valid.get('layout.json') as LayoutFile | undefined;
  if (layout) {
    for (const group of ['header', 'aside', 'footer'] as const) {
      checkSections(context, 'layout.json', `/${group}`, layout[group]);
    }
  }
  for (const [relPath, doc] of valid) {
    if (classifyTenantFile(relPath)?.kind === 'page')
      checkSections(context, relPath, '', doc as PageConfig);
  }

  if (!tenant || view.isDefault) return undefined;
  return { view, merchantCode: tenant.merchantCode, hostnames: tenant.hostnames };
}

/**
 * Checks tenant folders held in memory and returns every problem found, in a stable order (by file,
 * pointer, message). Never throws. Each error names the file that holds the bad value: the tenant's
 * override when it sets the value, else `_default`'s.
 */
export function checkTenants(ownSources: TenantSources, options: CheckOptions = {}): ConfigError[] {
  const root = options.root ?? 'tenants';
  const sink = new ErrorSink();
  const sources = withDefaultPages(ownSources, options.defaultPages);
  const codes = [
    ...new Set([...Object.keys(sources.files), ...Object.keys(sources.assets)]),
  ].sort();

  for (const code of codes) {
    if (code !== DEFAULT_TENANT_FOLDER && !TENANT_CODE_PATTERN.test(code)) {
      sink.add(
        `${root}/${code}`,
        '',
        `expected a tenant folder name matching ${String(TENANT_CODE_PATTERN)} (a lowercase letter, then 1 to 30 lowercase letters, digits or -) but got "${code}"`,
      );
    }
  }

  const base = readFolder(root, DEFAULT_TENANT_FOLDER, sources, sink, options.pages);
  const pageFiles = (options.pages ?? []).map((name) => `pages/${name}.json`);
  for (const relPath of new Set([...REQUIRED_DEFAULT_FILES, ...pageFiles])) {
    if (!base.parsed.has(relPath) && !base.broken.has(relPath)) {
      sink.add(
        `${root}/${DEFAULT_TENANT_FOLDER}/${relPath}`,
        '',
        'required file is missing: every tenant inherits it',
      );
    }
  }

  const widgets = options.widgetSchemas
    ? new WidgetValidators(options.widgetSchemas, sink)
    : undefined;
  const linkProblem = linkRule(options.routeAddresses);
  const interfaceTexts = options.interfaceDictionary && textPaths(options.interfaceDictionary);
  checkTenant(
    new TenantView(root, base, undefined),
    sink,
    widgets,
    linkProblem,
    true,
    interfaceTexts,
  );

  const identities: TenantIdentity[] = [];
  for (const code of codes) {
    if (code === DEFAULT_TENANT_FOLDER) continue;
    const folder = readFolder(root, code, sources, sink, options.pages);
    const view = new TenantView(root, folder, base);
    const identity = checkTenant(
      view,
      sink,
      widgets,
      linkProblem,
      options.defaultPages !== undefined,
      interfaceTexts,
    );
    if (identity) identities.push(identity);
  }
  checkCrossTenant(identities, sink);
  return sortConfigErrors([
    ...defaultPageConflicts(root, ownSources, options.defaultPages),
    ...sink.errors.map(inDefaultPageFiles(root, ownSources, options.defaultPages)),
  ]);
}
