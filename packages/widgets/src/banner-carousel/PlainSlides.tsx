import type { ReactNode } from 'react';
import type { Banner } from '@wl/core';
import { BANNER_SPEED_MS } from './banner-timing.js';
import type { PlainAutoplay } from './use-plain-autoplay.js';

interface PlainSlidesProps {
  banners: readonly Banner[];
  /** The plain carousel's place (usePlainAutoplay); the banner shown alone when it stands still. */
  autoplay: PlainAutoplay;
  playing: boolean;
  renderSlide: (banner: Banner, index: number) => ReactNode;
  /** The site server's copy of the first slide: without the test mark the app's slides carry. */
  drawn?: boolean;
}

/**
 * The carousel before its library arrives (and a lone banner): the banner shown and, while it plays, the next one
 * beside it, which slides in with a CSS transition; then the pair moves on by one. Only those two
 * are drawn, so a banner's image is fetched while the one before it shows. The next banner is
 * inert (neither read nor focused) until it is the one shown.
 */
export function PlainSlides({
  banners,
  autoplay,
  playing,
  renderSlide,
  drawn = false,
}: PlainSlidesProps) {
  const { current, sliding } = autoplay;
  const shown = playing ? [current, (current + 1) % banners.length] : [current];
  // The section around clips the next banner. Slides follow the page's direction: in a
  // right-to-left language the next one is on the left.
  return (
    <div
      data-banner-first={drawn ? undefined : true}
      className={`flex h-full w-full ${sliding ? '-translate-x-full rtl:translate-x-full' : ''}`}
      style={sliding ? { transition: `translate ${BANNER_SPEED_MS}ms ease` } : undefined}
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
  );
}
