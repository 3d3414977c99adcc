/** Marks the consent banner the site server drew into the page, which the app then replaces. */
export const DRAWN_CONSENT_ATTRIBUTE = 'data-server-drawn';

/** The banner's words, in the page's language. */
export interface ConsentTexts {
  title: string;
  body: string;
  decline: string;
  accept: string;
}

interface ConsentBannerViewProps {
  texts: ConsentTexts;
  titleId: string;
  /**
   * What the buttons do; none for the banner the site server draws into the page, whose buttons
   * are marked unavailable (`aria-disabled`, so they keep their look) until the app's banner
   * takes its place.
   */
  answer?: { onAccept: () => void; onDecline: () => void };
}

/**
 * The analytics consent question, a labelled region at the bottom of the page that leaves the
 * page usable: accept or decline (docs/product/seo.md#analytics). Compact: on phones its words in
 * small type beside the two buttons (its title read aloud only), a few lines high at most. Drawn
 * by the app (`ConsentBanner`) and, for a visitor who has not answered, by the site server.
 */
export function ConsentBannerView({ texts, titleId, answer }: ConsentBannerViewProps) {
  const drawn = answer === undefined;
  return (
    <section
      aria-labelledby={titleId}
      data-consent-banner
      {...(drawn && { [DRAWN_CONSENT_ATTRIBUTE]: '' })}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-base-300 bg-base-100 px-3 py-2 text-base-content shadow-lg sm:px-4"
    >
      <div className="mx-auto flex max-w-4xl flex-row items-center gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold max-sm:sr-only">
            {texts.title}
          </h2>
          <p className="text-xs leading-snug sm:text-sm">{texts.body}</p>
        </div>
        <div className="flex shrink-0 flex-col gap-1 sm:flex-row sm:gap-2">
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-disabled={drawn || undefined}
            onClick={answer?.onDecline}
          >
            {texts.decline}
          </button>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            aria-disabled={drawn || undefined}
            onClick={answer?.onAccept}
          >
            {texts.accept}
          </button>
        </div>
      </div>
    </section>
  );
}
