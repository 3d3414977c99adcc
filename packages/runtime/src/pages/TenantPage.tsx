import { useTranslation } from 'react-i18next';
import { useTenant } from '@wl/core';
import type { PageName } from '@wl/paths';
import { ComingSoon, InlineLoader, PageRenderer } from '@wl/widgets';

/**
 * The tenant page `pages/<name>.json`: what every route shows (a feature's screen is the main
 * widget inside it). A tenant config without the page (tenant:check requires it) shows "coming soon".
 */
export function TenantPage({ name, titleKey }: { name: PageName; titleKey: string }) {
  const { t } = useTranslation();
  const page = useTenant().pages[name];
  return (
    <div data-page={name}>
      {page ? (
        <PageRenderer page={page} fallback={<InlineLoader />} />
      ) : (
        <ComingSoon title={t(titleKey)} />
      )}
    </div>
  );
}
