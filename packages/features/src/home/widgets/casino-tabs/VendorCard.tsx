import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveOnCdn, type GameVendor } from '@wl/core';

interface VendorCardProps {
  vendor: GameVendor;
  imageCdn: string | undefined;
  onLaunch: (vendor: GameVendor) => void;
}

/** A vendor's card: its icon (its name when the icon is missing or fails) and a launch on click. */
export function VendorCard({ vendor, imageCdn, onLaunch }: VendorCardProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const icon =
    vendor.smallIcon === null
      ? undefined
      : resolveOnCdn(vendor.smallIcon, imageCdn, window.location.origin);
  return (
    <button
      type="button"
      className="card h-28 w-full items-center justify-center gap-2 bg-base-200 p-3 hover:bg-base-300"
      aria-label={t('home.casino.play', { vendor: vendor.displayName })}
      onClick={() => onLaunch(vendor)}
    >
      {icon !== undefined && !failed ? (
        <img
          src={icon}
          alt=""
          width={96}
          height={48}
          loading="lazy"
          className="h-12 w-24 object-contain"
          onError={() => setFailed(true)}
        />
      ) : (
        <span aria-hidden="true" className="flex h-12 items-center text-lg font-bold">
          {vendor.vassalage}
        </span>
      )}
      <span className="block h-5 truncate text-sm">{vendor.displayName}</span>
    </button>
  );
}
