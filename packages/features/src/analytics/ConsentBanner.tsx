import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface ConsentBannerProps {
  onAccept: () => void;
  onDecline: () => void;
}

/**
 * The analytics consent question, a labelled region at the bottom of the page that leaves the
 * page usable: accept or decline, both remembered (docs/product/seo.md#analytics).
 */
export function ConsentBanner({ onAccept, onDecline }: ConsentBannerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-consent-banner
      className="fixed inset-x-0 bottom-0 z-40 border-t border-base-300 bg-base-100 p-4 text-base-content shadow-lg"
    >
      <div className="mx-auto flex max-w-4xl flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex-1">
          <h2 id={titleId} className="font-semibold">
            {t('analytics.consent.title')}
          </h2>
          <p className="text-sm">{t('analytics.consent.body')}</p>
        </div>
        <div className="flex gap-2">
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
