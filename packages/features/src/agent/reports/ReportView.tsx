import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@wl/core';
import { InlineLoader } from '@wl/widgets';
import { ReportFilters, type CategoryOption, type ReportFilter } from './ReportFilters.js';
import { ReportTable, type ReportColumn, type ReportPage } from './ReportTable.js';

const INITIAL_FILTER: ReportFilter = {
  period: 'Monthly',
  startDate: '',
  endDate: '',
  username: '',
  category: '',
};

/** What loading a report page gives (an SWR response). */
interface ReportData<Row, Totals> {
  data?: ReportPage<Row, Totals> | undefined;
  error?: unknown;
  isLoading: boolean;
}

interface ReportViewProps<Row, Totals> {
  caption: string;
  /** Loads one page of the report for the applied filter (an SWR hook over the report's call). */
  useData: (filter: ReportFilter, pageNum: number) => ReportData<Row, Totals>;
  columns: readonly ReportColumn<Row>[];
  /** The totals row's figures, by column key. */
  totals: (totals: Totals) => Partial<Record<keyof Row & string, number>>;
  rowKey: (row: Row, index: number) => string;
  member?: boolean;
  categories?: { labelKey: string; options: readonly CategoryOption[] };
}

/**
 * One agent report: its filters (the current month first), then the paged table with its totals.
 * Applying a filter goes back to the first page. docs/product/agent.md#team-reports
 */
export function ReportView<Row, Totals>(props: ReportViewProps<Row, Totals>) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState(INITIAL_FILTER);
  const [pageNum, setPageNum] = useState(1);
  const { data, error, isLoading } = props.useData(filter, pageNum);
  const apply = (next: ReportFilter) => {
    setFilter(next);
    setPageNum(1);
  };
  return (
    <div>
      <ReportFilters
        value={filter}
        onApply={apply}
        member={props.member}
        categories={props.categories}
      />
      {error !== undefined ? (
        <p role="alert" className="text-error">
          {errorMessage(error, t)}
        </p>
      ) : isLoading || data === undefined ? (
        <InlineLoader />
      ) : (
        <ReportTable
          caption={props.caption}
          columns={props.columns}
          page={data}
          totals={props.totals(data.totals)}
          rowKey={props.rowKey}
          onPage={setPageNum}
        />
      )}
    </div>
  );
}
