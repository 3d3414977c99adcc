import { useTranslation } from 'react-i18next';

/** A spinner in the page while a part of it loads. */
export function InlineLoader() {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-16" role="status" aria-live="polite">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="sr-only">{t('loader.loading')}</span>
    </div>
  );
}
