import { useTranslation } from 'react-i18next';
import { useTenant } from '@wl/core';
import { tenantAssetUrl } from '@wl/widgets';

/** Full-screen loader with the tenant's logo: start-up, and over the app when asked for. */
export function BrandedLoader({ overlay = false }: { overlay?: boolean }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  return (
    <div
      role="status"
      aria-live="polite"
      data-loader="branded"
      className={`flex flex-col items-center justify-center gap-4 bg-base-100 ${overlay ? 'fixed inset-0 z-50 bg-base-100/80' : 'min-h-screen'}`}
    >
      <img
        src={tenantAssetUrl(tenant.theme.logo)}
        alt={tenant.displayName}
        className="h-14 w-auto"
      />
      <span className="loading loading-dots loading-lg text-primary" aria-hidden="true" />
      <span className="text-sm opacity-80">{t('loader.loading')}</span>
    </div>
  );
}
