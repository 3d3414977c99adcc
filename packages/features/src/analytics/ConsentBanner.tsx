import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface ConsentBannerProps {
  onAccept: () => void;
  onDecline: () => void;
}

/**
 * The analytics consent question, a labelled region at the bottom of the page that leaves the
 * page usable: accept or decline, both remembered (docs/product/seo.md#analytics). Compact: on
 * phones its words in small type beside the two buttons (its title read aloud only), a few lines
 * high at most.
 */
export function ConsentBanner({ onAccept, onDecline }: ConsentBannerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-consent-banner
      className="fixed inset-x-0 bottom-0 z-40 border-t border-base-300 bg-base-100 px-3 py-2 text-base-content shadow-lg sm:px-4"
    >
      <div className="mx-auto flex max-w-4xl flex-row items-center gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold max-sm:sr-only">
            {t('analytics.consent.title')}
          </h2>
          <p className="text-xs leading-snug sm:text-sm">{t('analytics.consent.body')}</p>
        </div>
        <div className="flex shrink-0 flex-col gap-1 sm:flex-row sm:gap-2">
          <button type="button" className="btn btn-ghost btn-sm" onClick={onDecline}>
            {t('analytics.consent.decline')}
          </button>
          <button type="button" className="btn btn-primary btn-sm" onClick={onAccept}>
            {t('analytics.consent.accept')}
          </button>
        </div>
      </div>
    </section>
  );
}
