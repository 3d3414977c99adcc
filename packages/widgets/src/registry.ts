import type { AnyWidgetDefinition } from './define-widget.js';
import { advantagesWidget } from './advantages/index.js';
import { appDownloadWidget } from './app-download/index.js';
import { bannerCarouselWidget } from './banner-carousel/index.js';
import { footerWidget } from './footer/index.js';
import { headerWidget } from './header/index.js';
import { heroWidget } from './hero/index.js';
import { noticeMarqueeWidget } from './notice-marquee/index.js';
import { richTextWidget } from './rich-text/index.js';
import { serviceCountersWidget } from './service-counters/index.js';
import { sideMenuWidget } from './side-menu/index.js';

/** The generic page blocks any tenant page or layout group may use; features add their own. */
export const GENERIC_WIDGETS: readonly AnyWidgetDefinition[] = [
  headerWidget,
  sideMenuWidget,
  footerWidget,
  heroWidget,
  richTextWidget,
  bannerCarouselWidget,
  noticeMarqueeWidget,
  appDownloadWidget,
  serviceCountersWidget,
  advantagesWidget,
];
