import { useTranslation } from 'react-i18next';

interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are. */
  pages: number;
  onPage: (page: number) => void;
}

/**
 * Previous and next page of a paged list or table, with "page n of m" between them, in a labelled
 * navigation; nothing when everything fits on one page.
 */
export function Pager({ page, pages, onPage }: PagerProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pager.label')} className="mt-3 flex items-center justify-center gap-3">
      <button
        type="button"
        className="btn btn-sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('pager.previous')}
      </button>
      <span aria-live="polite">{t('pager.page', { page, pages })}</span>
      <button
        type="button"
        className="btn btn-sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
