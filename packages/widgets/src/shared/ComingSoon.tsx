import { useTranslation } from 'react-i18next';

/** Placeholder for a page whose content has not been built or configured yet. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div
      data-placeholder="coming-soon"
      className="mx-auto flex max-w-xl flex-col items-center gap-3 px-6 py-16 text-center"
    >
      <p className="text-lg font-semibold">{t('routes.comingSoon', { section: title })}</p>
      <p className="opacity-80">{t('routes.comingSoonHint')}</p>
    </div>
  );
}
