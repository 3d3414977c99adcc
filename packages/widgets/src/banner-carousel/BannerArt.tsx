import type { Banner } from '@wl/core';
import { bannerImageSrc } from './banner-target.js';

/** A banner's headline and call to action in the page's language, when the tenant wrote them. */
export interface BannerCaption {
  headline: string;
  cta: string | undefined;
}

/**
 * Where a tenant's locale files keep a banner's caption: `tenant.banners.<bannerId>.headline`
 * and `.cta` (tenants/README.md#artwork). A banner without one shows its art alone.
 */
export function captionKeys(banner: Banner): { headline: string; cta: string } {
  const key = `tenant.banners.${String(banner.bannerId)}`;
  return { headline: `${key}.headline`, cta: `${key}.cta` };
}

/** The box a banner fills its slot with, whatever a click on it does. */
export const BANNER_FILL = 'relative block h-full w-full';

interface BannerArtProps {
  banner: Banner;
  width: number;
  height: number;
  /** The first slide: fetched first and never lazily, the page's largest paint. */
  priority: boolean;
  caption: BannerCaption | undefined;
}

/** A banner's art (its title on a plain ground without one) and its caption over it. */
export function BannerArt({ banner, width, height, priority, caption }: BannerArtProps) {
  const src = bannerImageSrc(banner);
  return (
    <>
      {src ? (
        <img
          src={src}
          // The caption names the banner when there is one; the art then adds nothing to it.
          alt={caption ? '' : banner.title}
          width={width}
          height={height}
          className="h-full w-full object-cover"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding={priority ? 'sync' : 'async'}
          draggable={false}
        />
      ) : (
        <span className="flex h-full w-full items-center justify-center bg-base-300 text-xl font-semibold">
          {banner.title}
        </span>
      )}
      {caption && (
        <span className="absolute inset-y-0 start-0 flex w-3/5 flex-col items-start justify-center gap-2 p-4 sm:gap-4 sm:p-10">
          <span className="text-base font-black leading-tight text-white drop-shadow-lg sm:text-3xl lg:text-4xl">
            {caption.headline}
          </span>
          {caption.cta !== undefined && (
            <span className="btn btn-primary btn-xs sm:btn-md">{caption.cta}</span>
          )}
        </span>
      )}
    </>
  );
}
