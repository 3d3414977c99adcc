/** Carousel timings of docs/product/routes.md#banner-carousel. */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_SPEED_MS = 1000;
