import { defineWidget } from '../define-widget.js';
import type { BannerCarouselSettings } from './settings.gen.js';

export const bannerCarouselWidget = defineWidget<BannerCarouselSettings>({
  type: 'banner-carousel',
  schema: () => import('./schema.json'),
  load: () => import('./BannerCarousel.js'),
  server: () => import('./server.js'), // node only: its first slide in the server's first view
});
