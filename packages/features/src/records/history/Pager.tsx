import { useTranslation } from 'react-i18next';

interface PagerProps {
  pageNum: number;
  totalPages: number;
  onPage: (pageNum: number) => void;
}

/** Previous and next page of a paged record, with the page number. */
export function Pager({ pageNum, totalPages, onPage }: PagerProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('records.pager.label')} className="flex items-center justify-center gap-3">
      <button
        type="button"
        className="btn btn-sm"
        disabled={pageNum <= 1}
        onClick={() => onPage(pageNum - 1)}
      >
        {t('records.pager.previous')}
      </button>
      <span aria-live="polite">
        {t('records.pager.page', { page: pageNum, pages: totalPages })}
      </span>
      <button
        type="button"
        className="btn btn-sm"
        disabled={pageNum >= totalPages}
        onClick={() => onPage(pageNum + 1)}
      >
        {t('records.pager.next')}
      </button>
    </nav>
  );
}
