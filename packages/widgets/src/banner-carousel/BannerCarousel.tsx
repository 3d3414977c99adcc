import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '@wl/core';
import type { WidgetProps } from '../define-widget.js';
import type { BannerCarouselSettings } from './settings.gen.js';
import { bannersOfGroup } from './banner-order.js';
import { BANNER_AUTOPLAY_MS } from './banner-timing.js';
import { BannerFrame } from './BannerFrame.js';
import { BannerSlide } from './BannerSlide.js';
import type { SwiperBannersProps } from './SwiperBanners.js';

/** How long before the first slide change swiper starts to load (fetch, start, first frame). */
const SWIPER_LEAD_MS = 2000;

/** What shows that the visitor reaches for the carousel: swiper then loads at once. */
const REACHING_EVENTS = ['pointerenter', 'touchstart', 'focusin'] as const;

/**
 * The banner carousel (docs/product/routes.md#banner-carousel). The slot has the banners'
 * proportions before anything arrives; the first banner is drawn plainly at once (the page's
 * largest paint); swiper loads in its own chunk only when there is more than one banner and only
 * once it is needed — the visitor reaches for the carousel, or the first slide change is near —
 * and then takes over. If that chunk fails, the first banner simply stays.
 */
export default function BannerCarousel({ settings }: WidgetProps<BannerCarouselSettings>) {
  const { t } = useTranslation();
  const { data } = useAnnouncements('B');
  const banners = bannersOfGroup(data?.banners, settings.groupName);
  const slides = banners.length > 1;
  const [Slider, setSlider] = useState<ComponentType<SwiperBannersProps> | null>(null);
  const slot = useRef<HTMLElement>(null);

  useEffect(() => {
    const section = slot.current;
    if (!slides || section === null) return;
    let live = true;
    let requested = false;
    // Swiper is not needed while the first banner shows: it loads when the visitor reaches for
    // the carousel or in time for the first slide change, and keeps its main-thread work out of
    // the page's start.
    const load = (): void => {
      if (requested) return;
      requested = true;
      import('./SwiperBanners.js').then(
        (module) => live && setSlider(() => module.default),
        () => undefined,
      );
    };
    const timer = window.setTimeout(load, BANNER_AUTOPLAY_MS - SWIPER_LEAD_MS);
    for (const type of REACHING_EVENTS) section.addEventListener(type, load, { passive: true });
    return () => {
      live = false;
      window.clearTimeout(timer);
      for (const type of REACHING_EVENTS) section.removeEventListener(type, load);
    };
  }, [slides]);

  const { width, height } = settings;
  const first = banners[0];
  return (
    <BannerFrame ref={slot} width={width} height={height} label={t(settings.labelKey)}>
      {Slider && slides ? (
        <Slider
          banners={banners}
          renderSlide={(banner, index) => (
            <BannerSlide banner={banner} width={width} height={height} priority={index === 0} />
          )}
        />
      ) : (
        first && (
          <div data-banner-first className="h-full w-full">
            <BannerSlide banner={first} width={width} height={height} priority />
          </div>
        )
      )}
    </BannerFrame>
  );
}
