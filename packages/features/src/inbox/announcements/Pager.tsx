import { useTranslation } from 'react-i18next';

interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous / next buttons with "page n of m"; nothing when there is one page. */
export function Pager({ page, pages, onPage }: PagerProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('inbox.paging')} className="mt-3 flex items-center justify-center gap-2">
      <button
        type="button"
        className="btn btn-sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('inbox.previous')}
      </button>
      <span aria-live="polite">{t('inbox.pageOf', { page, pages })}</span>
      <button
        type="button"
        className="btn btn-sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('inbox.next')}
      </button>
    </nav>
  );
}
