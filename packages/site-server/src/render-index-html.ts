import {
  htmlLangOf,
  TENANT_CONFIG_ELEMENT_ID,
  tenantAssetUrl,
  toPublicConfig,
  type TenantConfig,
  type WidgetSchemas,
} from '@wl/tenant-config/node';
import { ALL_WIDGETS } from '@wl/features';
import type { ScreenEdge } from '@wl/widgets/definitions';
import { brandStyle } from './brand-style.js';
import { escapeHtml } from '@wl/widgets/server';
import type { FirstView } from './first-view.js';
import { inlineJson } from './inline-json.js';
import { imagePreloadTag } from './public-answer.js';
import { pageHeadMarkup, type PageHead } from './seo/page-head.js';
import { installableAppHead, type IndexHeadOptions } from './installable-app/head-tags.js';

/** Where the tenant's head elements go in the runtime's index.html. */
export const HEAD_MARKER = '<!--wl:head-->';

/** The dictionary URL the runtime fetches first: the page's language (else the tenant's default), lower case. */
function firstLocaleUrl(tenant: TenantConfig, page?: PageHead): string {
  return `/locales/${(page?.language ?? tenant.tenant.languages.default).toLowerCase()}.json`;
}

/**
 * The head elements of a tenant: title, favicon, a preload of its default language's dictionary
 * (fetched in parallel with the entry chunk instead of after it), brand colours and the public
 * config (its sections' settings completed from `widgetSchemas`). With a `page`, the title,
 * description, canonical and language links of that page, and its language's dictionary.
 */
export function tenantHead(
  tenant: TenantConfig,
  widgetSchemas: WidgetSchemas,
  firstView?: FirstView,
  page?: PageHead,
  options: IndexHeadOptions = {},
): string {
  const icon = tenant.theme.favicon ?? tenant.theme.logo;
  const style = brandStyle(tenant.theme.colors);
  return [
    `<title>${escapeHtml(page?.title ?? tenant.tenant.displayName)}</title>`,
    page ? pageHeadMarkup(page) : '',
    ...(firstView?.preload.map(imagePreloadTag) ?? []),
    `<link rel="icon" href="${escapeHtml(tenantAssetUrl(icon))}">`,
    ...installableAppHead(tenant, options.serviceWorker ?? true),
    `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(firstLocaleUrl(tenant, page))}">`,
    style ? `<style id="wl-brand">${style}</style>` : '',
    `<script type="application/json" id="${TENANT_CONFIG_ELEMENT_ID}">${inlineJson(toPublicConfig(tenant, widgetSchemas))}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** What the index page holds besides its head. */
export interface IndexHtmlOptions extends IndexHeadOptions {
  /** The first view of a page without a section's: the start-up loader (first-view-loader.ts). */
  loader?: string;
  /**
   * The page's route draws the bare layout (the agent portal's): it has no aside, so the page
   * keeps no gutter for one.
   */
  bare?: boolean;
}

const HTML_OPEN_TAG = /<html\b([^>]*)>/i;
const HEAD_ELEMENT = /<head\b[^>]*>[\s\S]*?<\/head>/i;
const TITLE_ELEMENT = /<title\b[^>]*>[\s\S]*?<\/title>\s*/gi;
const EMPTY_ROOT = /<div id="root"><\/div>/i;
const LANG_OR_THEME_ATTR = /\s(?:lang|data-theme)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+)/gi;

/**
 * The edge of the screen a shown section of the layout's aside keeps buttons on (its widget's
 * `screenEdge`, from its complete settings): the page keeps a gutter there from its first paint
 * (`data-gutter` on `<html>`, runtime styles.css), so nothing moves when that section mounts. None
 * when no section draws buttons there (a hidden customer-service button, no side menu), and on a
 * page of the bare layout, which has no aside (else its frame would move aside once the app draws).
 */
function gutterOf(tenant: TenantConfig, widgetSchemas: WidgetSchemas): ScreenEdge | undefined {
  const aside = toPublicConfig(tenant, widgetSchemas).layout.aside;
  for (const id of aside.order) {
    const section = aside.sections[id];
    if (section === undefined || section.disabled === true) continue;
    const definition = ALL_WIDGETS.find((widget) => widget.type === section.type);
    const edge = definition?.screenEdge?.(section.settings ?? {});
    if (edge !== undefined) return edge;
  }
  return undefined;
}

/**
 * The runtime's index.html for a tenant: `<html>` carries the tenant's default language and
 * daisyUI theme; the head marker (or, without one, the end of `<head>`) receives `tenantHead`.
 * A `<title>` in the template's head is dropped: the first title wins in browsers and it is the tenant's.
 * With a `firstView`, the empty `#root` holds it (the sections' space and the first section drawn
 * by the server, its images fetched first), so the largest paint happens while the HTML is parsed.
 * With a `page`, `<html lang>` is the page's language (docs/product/seo.md#document-language).
 * Without a first view, `#root` holds `options.loader` when given.
 */
export function renderIndexHtml(
  template: string,
  tenant: TenantConfig,
  widgetSchemas: WidgetSchemas,
  firstView?: FirstView,
  page?: PageHead,
  options: IndexHtmlOptions = {},
): string {
  const lang = htmlLangOf(page?.language ?? tenant.tenant.languages.default);
  const theme = escapeHtml(tenant.theme.daisyTheme);
  const head = tenantHead(tenant, widgetSchemas, firstView, page, options);
  const withHtml = template
    .replace(EMPTY_ROOT, (root) => {
      if (firstView) return `<div id="root">${firstView.markup}</div>`;
      return options.loader === undefined ? root : `<div id="root">${options.loader}</div>`;
    })
    .replace(HEAD_ELEMENT, (headElement) => headElement.replace(TITLE_ELEMENT, ''))
    .replace(HTML_OPEN_TAG, (_tag, attrs: string) => {
      const rest = attrs.replace(LANG_OR_THEME_ATTR, '');
      const gutter = options.bare === true ? undefined : gutterOf(tenant, widgetSchemas);
      const gutterAttr = gutter === undefined ? '' : ` data-gutter="${gutter}"`;
      return `<html lang="${lang}" data-theme="${theme}"${gutterAttr}${rest}>`;
    });
  if (withHtml.includes(HEAD_MARKER)) return withHtml.replace(HEAD_MARKER, () => head);
  return withHtml.replace(/<\/head>/i, () => `${head}\n  </head>`);
}
