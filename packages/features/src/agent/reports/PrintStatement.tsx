import { useTranslation } from 'react-i18next';
import { formatDateTime, useCurrentLanguage } from '@wl/core';
import { PrintSheet } from '@wl/widgets/table';
import type { ReportColumn, ReportPage } from './report-columns.js';
import { useNumberFormat } from './use-number-format.js';

interface PrintStatementProps<Row, Totals> {
  title: string;
  /** The downline whose subtree the report reads, if drilled into. */
  team: string | undefined;
  columns: readonly ReportColumn<Row>[];
  /** Every row of the filtered range, with the range's totals and days. */
  page: ReportPage<Row, Totals>;
  totals: Partial<Record<keyof Row & string, number>>;
  onDone: () => void;
}

/**
 * A report's statement for its period, for the browser's print: the title, the days, the team,
 * every row and the totals, on the kit's print sheet. docs/product/agent.md#exports
 */
export function PrintStatement<Row, Totals>({
  title,
  team,
  columns,
  page,
  totals,
  onDone,
}: PrintStatementProps<Row, Totals>) {
  const { t } = useTranslation();
  const lng = useCurrentLanguage();
  const number = useNumberFormat();

  const text = (row: Row, column: ReportColumn<Row>): string => {
    const value = row[column.key];
    if (column.kind === 'time') return formatDateTime(String(value), lng, 'short') ?? '';
    if (column.kind === 'text') return column.text ? column.text(row) : String(value ?? '');
    return number(Number(value), column.kind);
  };
  const end = (column: ReportColumn<Row>) =>
    column.kind === 'text' || column.kind === 'time' ? '' : 'text-end';

  return (
    <PrintSheet label={title} onDone={onDone}>
      <h1 className="text-xl font-bold">{title}</h1>
      <p>{t('agent.overview.range', { start: page.startDate, end: page.endDate })}</p>
      {team && <p>{t('agent.print.team', { name: team })}</p>}
      <p>
        {t('agent.print.printed', { time: formatDateTime(new Date().toISOString(), lng, 'short') })}
      </p>
      <table className="mt-3 w-full text-sm">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={end(c)}>
                {t(c.labelKey)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {page.content.map((row, index) => (
            <tr key={index}>
              {columns.map((c) => (
                <td key={c.key} className={end(c)}>
                  {text(row, c)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            {columns.map((c, index) => (
              <td key={c.key} className={`font-bold ${end(c)}`}>
                {index === 0
                  ? t('agent.reports.total')
                  : totals[c.key] === undefined
                    ? ''
                    : number(totals[c.key]!, c.kind)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </PrintSheet>
  );
}
