import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements, type Banner } from '@wl/core';
import type { WidgetProps } from '../define-widget.js';
import type { BannerCarouselSettings } from './settings.gen.js';
import { bannersOfGroup } from './banner-order.js';
import { prefersReducedMotion } from '../shared/prefers-reduced-motion.js';
import { BannerFrame } from './BannerFrame.js';
import { BannerSlide } from './BannerSlide.js';
import { PlainSlides } from './PlainSlides.js';
import type { SwiperBannersProps } from './SwiperBanners.js';
import { usePlainAutoplay } from './use-plain-autoplay.js';

/** What shows that the visitor reaches for the carousel: swiper then loads at once. */
const REACHING_EVENTS = ['pointerenter', 'touchstart', 'focusin'] as const;

/**
 * The banner carousel (docs/product/routes.md#banner-carousel). The slot has the banners'
 * proportions before anything arrives; the first banner is drawn plainly at once (the page's
 * largest paint). With more than one banner it slides on by itself without the carousel library
 * (PlainSlides); swiper, with its dots and swiping, loads in its own chunk only when the visitor
 * reaches for the carousel, and takes over at the banner shown. If that chunk fails, the plain
 * carousel goes on.
 */
export default function BannerCarousel({ settings }: WidgetProps<BannerCarouselSettings>) {
  const { t } = useTranslation();
  const { data } = useAnnouncements('B');
  const banners = bannersOfGroup(data?.banners, settings.groupName);
  const slides = banners.length > 1;
  const [Slider, setSlider] = useState<ComponentType<SwiperBannersProps> | null>(null);
  const [still] = useState(prefersReducedMotion);
  const playing = slides && Slider === null && !still;
  const autoplay = usePlainAutoplay(banners.length, playing);
  const slot = useRef<HTMLElement>(null);

  useEffect(() => {
    const section = slot.current;
    if (!slides || section === null) return;
    const stop = (): void => {
      for (const type of REACHING_EVENTS) section.removeEventListener(type, load);
    };
    // Swiper's start (its slides, loop copies and layout) is work the page's start does not need:
    // it loads, once, when the visitor reaches for the carousel. (React ignores the update of a
    // carousel gone meanwhile.)
    const load = (): void => {
      stop();
      import('./SwiperBanners.js').then(
        (module) => setSlider(() => module.default),
        () => undefined,
      );
    };
    for (const type of REACHING_EVENTS) section.addEventListener(type, load, { passive: true });
    return stop;
  }, [slides]);

  const { width, height } = settings;
  const renderSlide = (banner: Banner, index: number) => (
    <BannerSlide banner={banner} width={width} height={height} priority={index === 0} />
  );
  return (
    <BannerFrame ref={slot} width={width} height={height} label={t(settings.labelKey)}>
      {Slider && slides ? (
        <Slider banners={banners} from={autoplay} renderSlide={renderSlide} />
      ) : (
        <PlainSlides
          banners={banners}
          autoplay={autoplay}
          playing={playing}
          renderSlide={renderSlide}
        />
      )}
    </BannerFrame>
  );
}
