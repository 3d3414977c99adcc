import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useCurrentLanguage, useFormatAmount } from '@wl/core';
import { htmlLangOf } from '@wl/tenant-config';

/** How a column shows its value. */
type ColumnKind = 'text' | 'amount' | 'count' | 'time';

export interface ReportColumn<Row> {
  key: keyof Row & string;
  labelKey: string;
  kind: ColumnKind;
  /** The text shown for a `text` value (e.g. a translated category); default the value. */
  text?: (row: Row) => string;
}

export interface ReportPage<Row, Totals> {
  pageNum: number;
  totalPages: number;
  totalElements: number;
  content: readonly Row[];
  totals: Totals;
}

interface ReportTableProps<Row, Totals> {
  caption: string;
  columns: readonly ReportColumn<Row>[];
  page: ReportPage<Row, Totals>;
  /** The figures of the totals row, by column key (columns without one stay empty). */
  totals: Partial<Record<keyof Row & string, number>>;
  rowKey: (row: Row, index: number) => string;
  onPage: (pageNum: number) => void;
}

/** Amounts and counts line up on the right; names, words and times read from the start. */
const isNumber = (column: { kind: ColumnKind }): boolean =>
  column.kind === 'amount' || column.kind === 'count';

/** Amounts in the merchant's currency (docs/product/agent.md#amounts), counts as plain numbers. */
function useNumberFormat(): (value: number, kind: ColumnKind) => string {
  const lng = useCurrentLanguage();
  const amount = useFormatAmount();
  const count = new Intl.NumberFormat(htmlLangOf(lng), { maximumFractionDigits: 0 });
  return (value, kind) => (kind === 'count' ? count.format(value) : amount(value));
}

/**
 * A paged report: its rows, a totals row over every row the filter selects (not only this page),
 * and the pager. Negative amounts read as losses. docs/product/agent.md#team-reports
 */
export function ReportTable<Row, Totals>({
  caption,
  columns,
  page,
  totals,
  rowKey,
  onPage,
}: ReportTableProps<Row, Totals>) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const number = useNumberFormat();

  const cell = (row: Row, column: ReportColumn<Row>): ReactNode => {
    const value = row[column.key];
    if (column.kind === 'time') return formatDateTime(String(value), lng, 'short');
    if (column.kind === 'text') return column.text ? column.text(row) : String(value ?? '');
    const n = Number(value);
    return <span className={n < 0 ? 'text-error' : undefined}>{number(n, column.kind)}</span>;
  };

  if (page.totalElements === 0) {
    return <p role="status">{t('agent.reports.empty')}</p>;
  }
  return (
    <div>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
        <table className="table table-zebra table-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" className={isNumber(c) ? 'text-end' : ''}>
                  {t(c.labelKey)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.content.map((row, index) => (
              <tr key={rowKey(row, index)}>
                {columns.map((c) => (
                  <td
                    key={c.key}
                    className={isNumber(c) ? 'text-end tabular-nums' : 'whitespace-nowrap'}
                  >
                    {cell(row, c)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr data-testid="report-totals">
              {columns.map((c, index) => {
                const total = totals[c.key];
                return (
                  <th
                    key={c.key}
                    scope={index === 0 ? 'row' : undefined}
                    className={isNumber(c) ? 'text-end tabular-nums' : ''}
                  >
                    {index === 0
                      ? t('agent.reports.total')
                      : total === undefined
                        ? ''
                        : number(total, c.kind)}
                  </th>
                );
              })}
            </tr>
          </tfoot>
        </table>
      </div>
      <nav
        aria-label={t('agent.reports.pages')}
        className="mt-3 flex items-center justify-end gap-2"
      >
        <button
          type="button"
          className="btn btn-sm"
          disabled={page.pageNum <= 1}
          onClick={() => onPage(page.pageNum - 1)}
        >
          {t('agent.reports.previous')}
        </button>
        <span aria-live="polite">
          {t('agent.reports.pageOf', { page: page.pageNum, pages: page.totalPages })}
        </span>
        <button
          type="button"
          className="btn btn-sm"
          disabled={page.pageNum >= page.totalPages}
          onClick={() => onPage(page.pageNum + 1)}
        >
          {t('agent.reports.next')}
        </button>
      </nav>
    </div>
  );
}
