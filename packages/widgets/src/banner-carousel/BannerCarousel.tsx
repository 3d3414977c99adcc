import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { afterLoadIdle, useAnnouncements, type Banner } from '@wl/core';
import type { WidgetProps } from '../define-widget.js';
import type { BannerCarouselSettings } from './settings.gen.js';
import { BannerSlide } from './BannerSlide.js';
import type { SwiperBannersProps } from './SwiperBanners.js';

function bannersOfGroup(banners: readonly Banner[] | undefined, groupName: string): Banner[] {
  return (banners ?? [])
    .filter((banner) => banner.groupName === groupName)
    .sort((a, b) => a.sort - b.sort || a.bannerId - b.bannerId);
}

/**
 * The banner carousel (docs/product/routes.md#banner-carousel). The slot has the banners'
 * proportions before anything arrives; the first banner is drawn plainly at once (the page's
 * largest paint); swiper loads in its own chunk only when there is more than one banner, once the page has
 * loaded and the browser is idle, and then takes over. If that chunk fails, the first banner simply stays.
 */
export default function BannerCarousel({ settings }: WidgetProps<BannerCarouselSettings>) {
  const { t } = useTranslation();
  const { data } = useAnnouncements('B');
  const banners = bannersOfGroup(data?.banners, settings.groupName);
  const slides = banners.length > 1;
  const [Slider, setSlider] = useState<ComponentType<SwiperBannersProps> | null>(null);

  useEffect(() => {
    if (!slides) return;
    let live = true;
    // Swiper is not needed for the first view: it loads once the page has loaded and is idle.
    const cancel = afterLoadIdle(() => {
      import('./SwiperBanners.js').then(
        (module) => live && setSlider(() => module.default),
        () => undefined,
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [slides]);

  const { width, height } = settings;
  const first = banners[0];
  return (
    <section
      data-widget="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t(settings.labelKey)}
      className="relative w-full overflow-hidden bg-base-200"
      style={{ aspectRatio: `${width} / ${height}` }}
    >
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
    </section>
  );
}
