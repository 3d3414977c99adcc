import type { ConsentTexts } from './ConsentBannerView.js';

/** The consent banner's words by their keys, from a translation of the page's language. */
export function consentTexts(text: (key: string) => string): ConsentTexts {
  return {
    title: text('analytics.consent.title'),
    body: text('analytics.consent.body'),
    decline: text('analytics.consent.decline'),
    accept: text('analytics.consent.accept'),
  };
}
