import { tenantAssetUrl, type TenantConfig } from '@wl/tenant-config/node';
import { brandedLoaderMarkup } from '@wl/widgets/server';

/**
 * The app's start-up loader (`BrandedLoaderView`: the tenant's logo, the dots and "Loading"),
 * drawn by the server inside `#root` for a page without a first slide, so it stands exactly where
 * the app then draws its own. The logo is the largest paint of such a page until the page itself
 * is shown; drawn here, it paints while the HTML is parsed instead of after the entry has run. The
 * runtime keeps it until the page is ready and swaps it for the page in one frame, as for the
 * first slide (`packages/runtime/src/boot/first-view.ts`).
 * docs/performance.md#what-was-done-for-the-first-view
 */
export function loaderFirstViewMarkup(tenant: TenantConfig, loadingText: string): string {
  const loader = brandedLoaderMarkup(
    tenantAssetUrl(tenant.theme.logo),
    tenant.tenant.displayName,
    loadingText,
  );
  return `<div data-first-view aria-hidden="true">${loader}</div>`;
}
