import { tenantAssetUrl } from '@wl/tenant-config';
import { escapeHtml } from '../html-escape.js';
import type { FirstViewPage } from '../widget-server.js';
import type { HeaderSettings } from './settings.gen.js';

/**
 * The header's rows as every visitor first sees them, drawn by the site server above a first
 * view: the logo where `Header` puts it (class for class; its link and name are the app's) and
 * the navigation row's frame. The other blocks (menu, account, balance, language) are the app's.
 * None when blocks stand before the logo (their width is the app's to know) or the header has no
 * logo, so the space stays empty. docs/performance.md
 */
export function headerAboveView(
  { blocks, logoPosition }: HeaderSettings,
  page: Pick<FirstViewPage, 'site'>,
): string | undefined {
  const types = blocks.map((block) => block.type);
  const navAt = types.indexOf('navigation');
  const top = navAt < 0 ? types : types.slice(0, navAt);
  if (top.indexOf('logo') !== 0) return undefined;
  const centred = logoPosition === 'center';
  const logo =
    `<span class="min-w-[4.5rem] shrink">` +
    `<img src="${escapeHtml(tenantAssetUrl(page.site.logo))}" alt="" class="h-8 w-auto max-w-full object-contain object-left rtl:object-right sm:h-10">` +
    `</span>`;
  return (
    `<div class="relative z-30 bg-base-100 text-base-content shadow">` +
    `<div class="mx-auto flex h-14 max-w-7xl items-center gap-2 px-2 sm:px-4${centred ? ' sm:grid sm:grid-cols-[1fr_auto_1fr]' : ''}">` +
    (centred ? `<div class="hidden sm:block"></div>` : '') +
    logo +
    `</div>` +
    (navAt >= 0 ? `<div class="h-12 border-t border-base-content/10"></div>` : '') +
    `</div>`
  );
}
