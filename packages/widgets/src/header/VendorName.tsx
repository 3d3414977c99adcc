import { useTranslation } from 'react-i18next';
import type { GameVendor } from '@wl/core';

/** A vendor's name in a vendor list, with the under-maintenance badge where it applies. */
export function VendorName({ vendor }: { vendor: GameVendor }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="truncate">{vendor.displayName}</span>
      {vendor.maintenance && (
        <span className="badge badge-warning badge-xs ms-auto">{t('header.underMaintenance')}</span>
      )}
    </>
  );
}
