import { forwardRef, useState } from 'react';
import { resolveOnCdn, type GameVendor } from '@wl/core';
import { LARGE_DROP_MENU_ABOVE } from './nav-entries.js';
import { VendorName } from './VendorName.js';

interface VendorDropMenuProps {
  id: string;
  label: string;
  vendors: readonly GameVendor[];
  imageCdn: string | undefined;
  /** Start edge of the compact layout, in px from the navigation's start edge. */
  start: number;
  onLaunch: (vendor: GameVendor) => void;
  onMouseEnter: () => void;
}

function VendorIcon({ vendor, imageCdn }: { vendor: GameVendor; imageCdn: string | undefined }) {
  const [failed, setFailed] = useState(false);
  const src =
    vendor.smallIcon === null
      ? undefined
      : resolveOnCdn(vendor.smallIcon, imageCdn, location.origin);
  if (src === undefined || failed)
    return (
      <span
        aria-hidden="true"
        className="flex size-6 shrink-0 items-center justify-center rounded bg-base-300 text-xs font-bold"
      >
        {vendor.displayName.slice(0, 1)}
      </span>
    );
  return (
    <img
      src={src}
      alt=""
      width={24}
      height={24}
      loading="lazy"
      className="size-6 shrink-0 object-contain"
      onError={() => setFailed(true)}
    />
  );
}

/**
 * The vendors of one header category (docs/product/games.md#navigation-rules): a column under the
 * item, or a wide grid across the header when there are more than 10. Each vendor launches.
 */
export const VendorDropMenu = forwardRef<HTMLDivElement, VendorDropMenuProps>(
  function VendorDropMenu({ id, label, vendors, imageCdn, start, onLaunch, onMouseEnter }, ref) {
    const large = vendors.length > LARGE_DROP_MENU_ABOVE;
    return (
      <div
        ref={ref}
        id={id}
        role="group"
        aria-label={label}
        data-layout={large ? 'large' : 'compact'}
        onMouseEnter={onMouseEnter}
        style={large ? undefined : { insetInlineStart: start }}
        className={`absolute top-full z-40 rounded-b-box bg-base-100 p-2 text-base-content shadow-lg ${
          large ? 'inset-x-0 mx-auto max-w-7xl' : 'w-56'
        }`}
      >
        <ul
          className={
            large ? 'grid grid-cols-2 gap-1 sm:grid-cols-4 lg:grid-cols-6' : 'flex flex-col gap-1'
          }
        >
          {vendors.map((vendor) => (
            <li key={`${vendor.gameType}-${vendor.vassalage}`}>
              <button
                type="button"
                className="btn btn-ghost btn-sm w-full justify-start gap-2 font-normal"
                onClick={() => onLaunch(vendor)}
              >
                <VendorIcon vendor={vendor} imageCdn={imageCdn} />
                <VendorName vendor={vendor} />
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  },
);
