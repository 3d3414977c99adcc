import type { GameVendor } from '@wl/core';
import { useTranslation } from 'react-i18next';
import { LazyImage } from './LazyImage.js';

/** Size of a vendor logo slot (px); reserved before the logo loads. */
const LOGO_SIZE = { width: 200, height: 100 } as const;

interface VendorCardsProps {
  vendors: readonly GameVendor[];
  onOpen: (vendor: GameVendor) => void;
}

/**
 * Vendors as cards (logo slot sized before it loads, name, maintenance badge); `onOpen` decides
 * what opening one does (usually launching it). docs/product/games.md#vendors-and-vassalage
 */
export function VendorCards({ vendors, onOpen }: VendorCardsProps) {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {vendors.map((vendor) => (
        <li key={`${vendor.gameType}-${vendor.vassalage}`} data-vendor={vendor.vassalage}>
          <button
            type="button"
            className="card w-full bg-base-100 text-start shadow-sm hover:shadow-md"
            // The name holds the visible maintenance badge too (docs/product/accessibility.md#names).
            aria-label={
              vendor.maintenance
                ? `${t('vendorCards.open', { name: vendor.displayName })}, ${t('vendorCards.maintenance')}`
                : t('vendorCards.open', { name: vendor.displayName })
            }
            onClick={() => onOpen(vendor)}
          >
            <LazyImage
              src={vendor.smallIcon}
              alt=""
              width={LOGO_SIZE.width}
              height={LOGO_SIZE.height}
              className="w-full rounded-t-box"
            />
            <span className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 p-3">
              <span className="font-semibold">{vendor.displayName}</span>
              {/* a space, so the name and the badge read as two words */}{' '}
              {vendor.maintenance && (
                <span className="badge badge-warning badge-sm">{t('vendorCards.maintenance')}</span>
              )}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
