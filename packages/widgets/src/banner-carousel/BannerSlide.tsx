import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Banner } from '@wl/core';
import { bannerImageSrc, bannerTarget } from './banner-target.js';

interface BannerSlideProps {
  banner: Banner;
  width: number;
  height: number;
  /** The first slide: fetched first and never lazily, the page's largest paint. */
  priority: boolean;
}

const FILL = 'relative block h-full w-full';

/**
 * Where a tenant's locale files keep a banner's caption: `tenant.banners.<bannerId>.headline`
 * and `.cta` (tenants/README.md#artwork). A banner without one shows its art alone.
 */
const CAPTION_PREFIX = 'tenant.banners';

/** The banner's headline and call to action in the page's language, when the tenant wrote them. */
function useCaption(banner: Banner): { headline: string; cta: string | undefined } | undefined {
  const { t, i18n } = useTranslation();
  const key = `${CAPTION_PREFIX}.${String(banner.bannerId)}`;
  if (!i18n.exists(`${key}.headline`)) return undefined;
  return {
    headline: t(`${key}.headline`),
    cta: i18n.exists(`${key}.cta`) ? t(`${key}.cta`) : undefined,
  };
}

/** One banner filling its slot, wrapped in what a click on it does. */
export function BannerSlide({ banner, width, height, priority }: BannerSlideProps) {
  const src = bannerImageSrc(banner);
  const caption = useCaption(banner);
  const art: ReactNode = src ? (
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
  );
  const image: ReactNode = caption ? (
    <>
      {art}
      <span className="absolute inset-y-0 start-0 flex w-3/5 flex-col items-start justify-center gap-2 p-4 sm:gap-4 sm:p-10">
        <span className="text-base font-black leading-tight text-white drop-shadow-lg sm:text-3xl lg:text-4xl">
          {caption.headline}
        </span>
        {caption.cta !== undefined && (
          <span className="btn btn-primary btn-xs sm:btn-md">{caption.cta}</span>
        )}
      </span>
    </>
  ) : (
    art
  );
  const target = bannerTarget(banner);
  switch (target.kind) {
    case 'external':
      return (
        <a href={target.href} target="_blank" rel="noopener noreferrer" className={FILL}>
          {image}
        </a>
      );
    case 'route':
      return (
        <Link to={target.to} className={FILL}>
          {image}
        </Link>
      );
    case 'none':
      return <div className={FILL}>{image}</div>;
  }
}
