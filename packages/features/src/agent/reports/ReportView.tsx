import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@wl/core';
import { Loaded } from '@wl/widgets';
import type { ColumnSort } from '@wl/widgets/table';
import { DrillTrail } from './DrillTrail.js';
import { fetchAllRows } from './export/fetch-all.js';
import { PrintStatement } from './PrintStatement.js';
import { ExportActions } from '@wl/widgets/table';
import type { ReportColumn, ReportPage } from './report-columns.js';
import { ReportFilters, type CategoryOption, type ReportFilter } from './ReportFilters.js';
import { REPORT_PAGE_SIZES, type ReportRequest } from './report-request.js';
import { ReportTable } from './ReportTable.js';
import { useExportTable } from './use-export-table.js';

const INITIAL_FILTER: ReportFilter = {
  period: 'thisMonth',
  startDate: '',
  endDate: '',
  username: '',
  category: '',
};

/** A report keeps its rows on screen while another page, order or filter loads. */
export const KEEP_ROWS = { swr: { keepPreviousData: true } };

/** What loading a report page gives (an SWR response). */
interface ReportData<Row, Totals> {
  data?: ReportPage<Row, Totals> | undefined;
  error?: unknown;
  isLoading: boolean;
}

/** How a report reads its call: one page for the table (an SWR hook), any page for an export. */
export interface ReportSource<Row, Totals> {
  useData: (request: ReportRequest) => ReportData<Row, Totals>;
  fetchPage: (request: ReportRequest) => Promise<ReportPage<Row, Totals>>;
}

interface ReportViewProps<Row, Totals> {
  caption: string;
  source: ReportSource<Row, Totals>;
  columns: readonly ReportColumn<Row>[];
  /** The totals row's figures, by column key. */
  totals: (totals: Totals) => Partial<Record<keyof Row & string, number>>;
  rowKey: (row: Row, index: number) => string;
  member?: boolean;
  categories?: { labelKey: string; options: readonly CategoryOption[] };
  /** A downline agent's row opens the report for its subtree, with a breadcrumb back. */
  drill?: boolean;
}

/**
 * One agent report: its filters (this month first), the drill-down trail, export and print of the
 * whole filtered range, then the paged, sortable table with its totals. Applying a filter, another
 * order, page size or team goes back to the first page. docs/product/agent.md#team-reports
 */
export function ReportView<Row, Totals>(props: ReportViewProps<Row, Totals>) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState(INITIAL_FILTER);
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState<number>(REPORT_PAGE_SIZES[0]);
  const [sort, setSort] = useState<ColumnSort | null>(null);
  const [trail, setTrail] = useState<readonly string[]>([]);
  const [printed, setPrinted] = useState<ReportPage<Row, Totals> | null>(null);
  const [printError, setPrintError] = useState<unknown>(undefined);
  const team = trail.at(-1);
  const request: ReportRequest = { filter, pageNum, pageSize, sort, team };
  const { data, error, isLoading } = props.source.useData(request);
  const loading = isLoading ? { 'aria-busy': true } : {};
  const exportTable = useExportTable(props.columns);
  const firstPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPageNum(1);
    };

  /** Every row of the filtered range in the table's order, with the range's days and totals. */
  const loadAll = async (): Promise<ReportPage<Row, Totals>> => {
    let first: ReportPage<Row, Totals> | undefined;
    const rows = await fetchAllRows(async (n, size) => {
      const page = await props.source.fetchPage({ ...request, pageNum: n, pageSize: size });
      first ??= page;
      return page;
    });
    return { ...first!, pageNum: 1, totalPages: 1, content: rows };
  };
  const fileTitle = (page: ReportPage<Row, Totals>): string =>
    [props.caption, team, page.startDate, page.endDate].filter(Boolean).join(' ');
  const print = () => {
    setPrintError(undefined);
    loadAll().then(setPrinted, setPrintError);
  };
  const donePrinting = useCallback(() => setPrinted(null), []);

  return (
    <div {...loading}>
      <ReportFilters
        value={filter}
        onApply={firstPage(setFilter)}
        member={props.member}
        categories={props.categories}
      />
      <DrillTrail trail={trail} onBack={(depth) => firstPage(setTrail)(trail.slice(0, depth))} />
      <ExportActions
        disabled={data === undefined || data.totalElements === 0}
        loadTable={async () => {
          const all = await loadAll();
          return exportTable(fileTitle(all), all.content);
        }}
        onPrint={print}
      />
      {printError !== undefined && (
        <p role="alert" className="text-error">
          {errorMessage(printError, t)}
        </p>
      )}
      <Loaded data={data} error={error}>
        {(data) => (
          <>
            <p className="mb-2 text-sm opacity-80" data-testid="report-count">
              {t('agent.reports.count', { count: data.totalElements })}
            </p>
            <ReportTable
              caption={
                team
                  ? t('agent.drill.caption', { report: props.caption, name: team })
                  : props.caption
              }
              columns={props.columns}
              page={data}
              pageSize={pageSize}
              totals={props.totals(data.totals)}
              rowKey={props.rowKey}
              onPage={setPageNum}
              onPageSize={firstPage(setPageSize)}
              sorting={{ sort, onSort: firstPage(setSort) }}
              onDrill={
                props.drill
                  ? (name) => {
                      if (name !== team) firstPage(setTrail)([...trail, name]);
                    }
                  : undefined
              }
            />
          </>
        )}
      </Loaded>
      {printed && (
        <PrintStatement
          title={fileTitle(printed)}
          team={team}
          columns={props.columns}
          page={printed}
          totals={props.totals(printed.totals)}
          onDone={donePrinting}
        />
      )}
    </div>
  );
}
