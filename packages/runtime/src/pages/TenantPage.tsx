import { useTranslation } from 'react-i18next';
import { useTenant } from '@wl/core';
import { PageRenderer } from '@wl/widgets';
import { ComingSoon } from './ComingSoon.js';

/** A tenant page (`pages/<name>.json`) through PageRenderer, or "coming soon" when it has none. */
export function TenantPage({ name, titleKey }: { name: string; titleKey: string }) {
  const { t } = useTranslation();
  const page = useTenant().pages[name];
  return (
    <div data-page={name}>
      {page ? <PageRenderer page={page} /> : <ComingSoon title={t(titleKey)} />}
    </div>
  );
}
