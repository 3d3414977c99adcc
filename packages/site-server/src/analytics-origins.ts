/**
 * The origins Google's tag needs (docs/product/seo.md#analytics): its script comes from
 * googletagmanager.com and it reports to google-analytics.com. Images already may come from any
 * https origin. A tenant without a tag id never loads it, so allowing them costs nothing there.
 */
export const ANALYTICS_SCRIPT_ORIGINS = ['https://www.googletagmanager.com'];

export const ANALYTICS_CONNECT_ORIGINS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];
