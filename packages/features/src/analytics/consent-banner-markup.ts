import { escapeHtml } from '@wl/widgets/server';

/** Marks the consent banner the site server drew into the page, which the app then replaces. */
export const DRAWN_CONSENT_ATTRIBUTE = 'data-server-drawn';

/**
 * The consent banner as `ConsentBanner` draws it, class for class, for the site server to draw
 * into the page of a visitor who has not answered yet (docs/product/seo.md#analytics): the same
 * for every such visitor, so it paints with the HTML instead of after the app's scripts, where it
 * would be a late largest paint. Its buttons are marked unavailable (`aria-disabled`, so they keep
 * their look) until the app's banner takes its place (`AnalyticsPart`), which answers them.
 */
export function consentBannerMarkup(text: (key: string) => string): string {
  const t = (key: string) => escapeHtml(text(key));
  return (
    `<section aria-labelledby="wl-consent-title" data-consent-banner ${DRAWN_CONSENT_ATTRIBUTE} class="fixed inset-x-0 bottom-0 z-40 border-t border-base-300 bg-base-100 px-3 py-2 text-base-content shadow-lg sm:px-4">` +
    `<div class="mx-auto flex max-w-4xl flex-row items-center gap-3"><div class="min-w-0 flex-1">` +
    `<h2 id="wl-consent-title" class="font-semibold max-sm:sr-only">${t('analytics.consent.title')}</h2>` +
    `<p class="text-xs leading-snug sm:text-sm">${t('analytics.consent.body')}</p></div>` +
    `<div class="flex shrink-0 flex-col gap-1 sm:flex-row sm:gap-2">` +
    `<button type="button" class="btn btn-ghost btn-sm" aria-disabled="true">${t('analytics.consent.decline')}</button>` +
    `<button type="button" class="btn btn-primary btn-sm" aria-disabled="true">${t('analytics.consent.accept')}</button>` +
    `</div></div></section>`
  );
}
