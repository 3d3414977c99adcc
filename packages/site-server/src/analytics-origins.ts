/**
 * The origins Google's tag needs (docs/product/seo.md#analytics): its script comes from
 * googletagmanager.com and it reports to google-analytics.com. Only the pages of a tenant whose
 * permission info names a tag id allow them (`pagePolicy`).
 */
export const ANALYTICS_SCRIPT_ORIGINS = ['https://www.googletagmanager.com'];

export const ANALYTICS_CONNECT_ORIGINS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];
