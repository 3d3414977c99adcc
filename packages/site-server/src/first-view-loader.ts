import { tenantAssetUrl, type TenantConfig } from '@wl/tenant-config/node';
import { escapeHtml } from '@wl/widgets/server';

/**
 * The app's start-up loader (the runtime's `BrandedLoader`: the tenant's logo, the dots and
 * "Loading"), drawn by the server inside `#root` for a page without a first slide, with the same
 * classes, so it stands exactly where the app then draws its own. The logo is the largest paint of
 * such a page until the page itself is shown; drawn here, it paints while the HTML is parsed
 * instead of after the entry has run. The runtime keeps it until the page is ready and swaps it
 * for the page in one frame, as for the first slide (`packages/runtime/src/boot/first-view.ts`).
 * docs/performance.md#what-was-done-for-the-first-view
 */
export function loaderFirstViewMarkup(tenant: TenantConfig, loadingText: string): string {
  return (
    `<div data-first-view aria-hidden="true">` +
    `<div data-loader="branded" class="flex flex-col items-center justify-center gap-4 bg-base-100 min-h-screen">` +
    `<img src="${escapeHtml(tenantAssetUrl(tenant.theme.logo))}" alt="" class="h-14 w-auto" fetchpriority="high">` +
    `<span class="loading loading-dots loading-lg text-primary"></span>` +
    `<span class="text-sm opacity-80">${escapeHtml(loadingText)}</span>` +
    `</div></div>`
  );
}
