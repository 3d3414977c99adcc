import { useTranslation } from 'react-i18next';
import { useTenant } from '@wl/core';
import { BrandedLoaderView, tenantAssetUrl } from '@wl/widgets';

/** Full-screen loader with the tenant's logo: start-up, and over the app when asked for. */
export function BrandedLoader({ overlay = false }: { overlay?: boolean }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  return (
    <BrandedLoaderView
      logo={tenantAssetUrl(tenant.theme.logo)}
      displayName={tenant.displayName}
      label={t('loader.loading')}
      overlay={overlay}
    />
  );
}
