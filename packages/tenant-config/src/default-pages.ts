import { DEFAULT_TENANT_FOLDER } from './constants.js';
import type { ConfigError, TenantSources } from './types.js';

/**
 * The page a feature ships for one of its routes (`packages/features/src/<feature>/pages/<name>.json`):
 * it stands where `tenants/_default/pages/<name>.json` would, so every tenant inherits it and a
 * tenant overrides it with its own `pages/<name>.json`. tenants/README.md#pages
 */
export interface DefaultPage {
  /** The page name, also the route's name. */
  name: string;
  /** Where the page is written, from the repository root (named by errors). */
  file: string;
  /** The file's JSON text. */
  text: string;
}

const pagePath = (name: string): string => `pages/${name}.json`;

/** The sources with every default page `_default` does not hold added to `_default`'s files. */
export function withDefaultPages(
  sources: TenantSources,
  pages: readonly DefaultPage[] = [],
): TenantSources {
  if (pages.length === 0) return sources;
  const own = sources.files[DEFAULT_TENANT_FOLDER] ?? {};
  const added = Object.fromEntries(
    pages
      .filter((page) => own[pagePath(page.name)] === undefined)
      .map((page) => [pagePath(page.name), page.text]),
  );
  return { ...sources, files: { ...sources.files, [DEFAULT_TENANT_FOLDER]: { ...added, ...own } } };
}

/**
 * One owner for a default page: `_default` may not hold a page a feature ships (a tenant folder
 * overrides it instead).
 */
export function defaultPageConflicts(
  root: string,
  sources: TenantSources,
  pages: readonly DefaultPage[] = [],
): ConfigError[] {
  const own = sources.files[DEFAULT_TENANT_FOLDER] ?? {};
  return pages
    .filter((page) => own[pagePath(page.name)] !== undefined)
    .map((page) => ({
      file: `${root}/${DEFAULT_TENANT_FOLDER}/${pagePath(page.name)}`,
      pointer: '',
      message: `the page "${page.name}" is ${page.file}; change it there, or override it in a tenant's own pages/ folder`,
    }));
}

/** The error's file named as where it is written: a feature's default page by its own path. */
export function inDefaultPageFiles(
  root: string,
  sources: TenantSources,
  pages: readonly DefaultPage[] = [],
): (error: ConfigError) => ConfigError {
  const own = sources.files[DEFAULT_TENANT_FOLDER] ?? {};
  const files = new Map(
    pages
      .filter((page) => own[pagePath(page.name)] === undefined)
      .map((page) => [`${root}/${DEFAULT_TENANT_FOLDER}/${pagePath(page.name)}`, page.file]),
  );
  return (error) => {
    const file = files.get(error.file);
    return file === undefined ? error : { ...error, file };
  };
}
