import { useTranslation } from 'react-i18next';

interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Previous / next page buttons and where the list is; nothing when everything fits one page. */
export function Pager({ page, totalPages, onPage }: PagerProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav
      aria-label={t('games.pager.label')}
      className="mt-4 flex items-center justify-center gap-3"
    >
      <button
        type="button"
        className="btn btn-sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('games.pager.previous')}
      </button>
      <span aria-live="polite">{t('games.pager.status', { page, total: totalPages })}</span>
      <button
        type="button"
        className="btn btn-sm"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {t('games.pager.next')}
      </button>
    </nav>
  );
}
