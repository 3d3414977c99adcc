import { useEffect, useLayoutEffect, useState } from 'react';
import { DRAWN_CONSENT_ATTRIBUTE } from './ConsentBannerView.js';
import { ConsentBanner } from './ConsentBanner.js';
import { readConsentChoice, writeConsentChoice, type ConsentChoice } from './consent-choice.js';
import { loadGtag } from './load-gtag.js';

interface AnalyticsPartProps {
  gtagId: string;
  /** `required`: nothing loads before the visitor accepts. */
  consent: 'required' | 'notRequired';
}

/**
 * Loads the tag at once when the tenant needs no consent or the visitor already accepted;
 * otherwise asks, until the visitor answers (docs/product/seo.md#analytics). The banner the site
 * server drew into the page, if any, gives way to this one in the same frame.
 */
export default function AnalyticsPart({ gtagId, consent }: AnalyticsPartProps) {
  const [choice, setChoice] = useState<ConsentChoice | null>(() => readConsentChoice());
  const allowed = consent === 'notRequired' || choice === 'granted';

  useLayoutEffect(() => {
    document.querySelector(`[data-consent-banner][${DRAWN_CONSENT_ATTRIBUTE}]`)?.remove();
  }, []);

  useEffect(() => {
    if (allowed) loadGtag(gtagId);
  }, [allowed, gtagId]);

  if (consent === 'notRequired' || choice !== null) return null;
  const answer = (value: ConsentChoice) => {
    writeConsentChoice(value);
    setChoice(value);
  };
  return <ConsentBanner onAccept={() => answer('granted')} onDecline={() => answer('denied')} />;
}
