import { useTranslation } from 'react-i18next';
import { useTenant } from '@wl/core';
import type { PageName } from '@wl/paths';
import { ComingSoon, InlineLoader, PageRenderer } from '@wl/widgets';
import { revealApp } from '../boot/first-view.js';

/**
 * Shown until every section of the page has loaded: a screen high, so that the footer below starts
 * out of sight and the page's arrival moves nothing that was seen.
 */
export function PageLoader() {
  return (
    <div className="min-h-screen">
      <InlineLoader />
    </div>
  );
}

/**
 * The tenant page `pages/<name>.json`: what every route shows (a feature's screen is the main
 * widget inside it). A tenant config without the page (tenant:check requires it) shows "coming soon".
 * Once its sections are on screen, the server's first view (if any) gives way to the app.
 */
export function TenantPage({ name, titleKey }: { name: PageName; titleKey: string }) {
  const { t } = useTranslation();
  const page = useTenant().pages[name];
  return (
    <div data-page={name}>
      {page ? (
        <PageRenderer page={page} fallback={<PageLoader />} together onShown={revealApp} />
      ) : (
        <ComingSoon title={t(titleKey)} />
      )}
    </div>
  );
}
