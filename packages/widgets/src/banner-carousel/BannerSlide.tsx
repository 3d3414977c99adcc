import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Banner } from '@wl/core';
import { BANNER_FILL, BannerArt, captionKeys, type BannerCaption } from './BannerArt.js';
import { bannerTarget } from './banner-target.js';

interface BannerSlideProps {
  banner: Banner;
  width: number;
  height: number;
  /** The first slide: fetched first and never lazily, the page's largest paint. */
  priority: boolean;
}

/** The banner's caption in the page's language, when the tenant wrote one. */
function useCaption(banner: Banner): BannerCaption | undefined {
  const { t, i18n } = useTranslation();
  const keys = captionKeys(banner);
  if (!i18n.exists(keys.headline)) return undefined;
  return { headline: t(keys.headline), cta: i18n.exists(keys.cta) ? t(keys.cta) : undefined };
}

/** One banner filling its slot, wrapped in what a click on it does. */
export function BannerSlide({ banner, width, height, priority }: BannerSlideProps) {
  const caption = useCaption(banner);
  const art = (
    <BannerArt
      banner={banner}
      width={width}
      height={height}
      priority={priority}
      caption={caption}
    />
  );
  const target = bannerTarget(banner);
  switch (target.kind) {
    case 'external':
      return (
        <a href={target.href} target="_blank" rel="noopener noreferrer" className={BANNER_FILL}>
          {art}
        </a>
      );
    case 'route':
      return (
        <Link to={target.to} className={BANNER_FILL}>
          {art}
        </Link>
      );
    case 'none':
      return <div className={BANNER_FILL}>{art}</div>;
  }
}
