import { drawnMarkup } from '@wl/widgets/server';
import { ConsentBannerView } from './ConsentBannerView.js';
import { consentTexts } from './consent-texts.js';

/**
 * The consent banner the app draws (`ConsentBannerView`), as HTML for the site server to put into
 * the page of a visitor who has not answered yet (docs/product/seo.md#analytics): the same for
 * every such visitor, so it paints with the HTML instead of after the app's scripts, where it
 * would be a late largest paint. Its buttons are unavailable until the app's banner takes its
 * place (`AnalyticsPart`), which answers them. Node only.
 */
export function consentBannerMarkup(text: (key: string) => string): string {
  return drawnMarkup(<ConsentBannerView texts={consentTexts(text)} titleId="wl-consent-title" />);
}
