import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@wl/core';
import { textDirectionOf, type LanguageCode } from '@wl/tenant-config';
import { BANNER_SPEED_MS } from './banner-timing.js';
import type { PlainAutoplay } from './use-plain-autoplay.js';

interface PlainSlidesProps {
  banners: readonly Banner[];
  /** The plain carousel's place (usePlainAutoplay); one banner only when it stands still. */
  autoplay: PlainAutoplay;
  playing: boolean;
  renderSlide: (banner: Banner, index: number) => ReactNode;
}

/**
 * The carousel before its library arrives: the banner shown and, while it plays, the next one
 * beside it, which slides in with a CSS transition; then the pair moves on by one. Only those two
 * are drawn, so a banner's image is fetched while the one before it shows. The next banner is
 * inert (neither read nor focused) until it is the one shown.
 */
export function PlainSlides({ banners, autoplay, playing, renderSlide }: PlainSlidesProps) {
  const { i18n } = useTranslation();
  const { current, sliding } = autoplay;
  const shown = playing ? [current, (current + 1) % banners.length] : [current];
  // Slides follow the page's direction: in a right-to-left language the next one is on the left.
  const sign = textDirectionOf(i18n.language as LanguageCode) === 'rtl' ? 1 : -1;
  return (
    <div data-banner-first className="h-full w-full overflow-hidden">
      <div
        className="flex h-full w-full"
        style={{
          transform: sliding ? `translateX(${sign * 100}%)` : 'none',
          transition: sliding ? `transform ${BANNER_SPEED_MS}ms ease` : 'none',
        }}
      >
        {shown.map((index, place) => {
          const banner = banners[index];
          return banner ? (
            <div key={banner.bannerId} className="h-full w-full shrink-0" inert={place > 0}>
              {renderSlide(banner, index)}
            </div>
          ) : null;
        })}
      </div>
    </div>
  );
}
