import { useTranslation } from 'react-i18next';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { ReactNode } from 'react';
import type { Banner } from '@wl/core';
import { prefersReducedMotion } from '../shared/prefers-reduced-motion.js';
import { BANNER_AUTOPLAY_MS, BANNER_SPEED_MS } from './banner-timing.js';
import type { PlainAutoplay } from './use-plain-autoplay.js';

export interface SwiperBannersProps {
  banners: readonly Banner[];
  /** Where the plain carousel was when swiper took over: swiper starts at the banner it showed. */
  from: PlainAutoplay;
  /** Draws one banner (BannerSlide, passed in so that it stays in the carousel's first chunk). */
  renderSlide: (banner: Banner, index: number) => ReactNode;
}

/**
 * The sliding carousel (its own chunk with swiper): loops, slides every 5000 ms in 1000 ms, with
 * clickable pagination dots. For a visitor who asks for reduced motion it stands still and a dot
 * changes the banner at once (docs/product/accessibility.md#motion).
 * docs/product/routes.md#banner-carousel
 */
export default function SwiperBanners({ banners, from, renderSlide }: SwiperBannersProps) {
  const { t } = useTranslation();
  const still = prefersReducedMotion();
  return (
    <Swiper
      modules={[A11y, Autoplay, Pagination]}
      className="h-full w-full"
      loop
      initialSlide={(from.current + (from.sliding ? 1 : 0)) % banners.length}
      speed={still ? 0 : BANNER_SPEED_MS}
      autoplay={still ? false : { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false }}
      pagination={{ clickable: true }}
      a11y={{
        paginationBulletMessage: t('widgets.bannerCarousel.goTo', { index: '{{index}}' }),
        prevSlideMessage: t('widgets.bannerCarousel.previous'),
        nextSlideMessage: t('widgets.bannerCarousel.next'),
      }}
    >
      {banners.map((banner, index) => (
        <SwiperSlide key={banner.bannerId}>{renderSlide(banner, index)}</SwiperSlide>
      ))}
    </Swiper>
  );
}
