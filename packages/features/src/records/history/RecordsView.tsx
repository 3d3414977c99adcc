import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type ApiError } from '@wl/core';
import { InlineLoader, RetryAlert } from '@wl/widgets';
import { DataTable, type DataColumn } from '@wl/widgets/table';
import { RecordDetail } from './RecordDetail.js';
import { RecordFilters, type RecordFilter } from './RecordFilters.js';
import { Totals } from './Totals.js';

interface Field {
  label: string;
  value: string;
}

interface Column<Row> {
  label: string;
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
}

interface PagedRows<Row> {
  pageNum: number;
  totalPages: number;
  totalElements: number;
  content: Row[];
}

interface RecordsViewProps<
  Row extends { id: string },
  K extends string,
  Data extends PagedRows<Row>,
> {
  /** The centre page's name, on the page's root. */
  page: string;
  kindLabel: string;
  kinds: readonly { value: K; label: string }[];
  /** The record's filter and page (`useRecordFilter`). */
  filter: { apply: (filter: RecordFilter<K>) => void; setPageNum: (pageNum: number) => void };
  /** The record call's answer (`useEndpoint`); `mutate` asks again. */
  answer: { data: Data | undefined; error: ApiError | undefined; mutate: () => unknown };
  /** The totals of the whole filter, from the answer. */
  totals: (data: Data) => readonly Field[];
  /** The table's caption, given the number of rows of every page. */
  caption: (count: number) => string;
  columns: readonly Column<Row>[];
  detailTitle: string;
  detail: (row: Row) => readonly Field[];
}

/**
 * A paged record: its filters, the totals of the whole filter, a page of rows with a detail
 * button each, and the pager. docs/product/member.md#records
 */
export function RecordsView<
  Row extends { id: string },
  K extends string,
  Data extends PagedRows<Row>,
>(props: RecordsViewProps<Row, K, Data>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Row>();
  const { data, error } = props.answer;
  return (
    <div data-page={props.page} className="flex flex-col gap-4">
      <RecordFilters kindLabel={props.kindLabel} kinds={props.kinds} onApply={props.filter.apply} />
      {error ? (
        <RetryAlert message={errorMessage(error, t)} onRetry={() => void props.answer.mutate()} />
      ) : !data ? (
        <InlineLoader />
      ) : (
        <>
          <Totals items={props.totals(data)} />
          {data.content.length === 0 ? (
            <p>{t('records.empty')}</p>
          ) : (
            <DataTable
              label={props.caption(data.totalElements)}
              rows={data.content}
              rowKey={(row) => row.id}
              paging={{
                page: data.pageNum,
                pages: data.totalPages,
                onPage: props.filter.setPageNum,
              }}
              columns={[
                ...props.columns.map((column): DataColumn<Row> => ({
                  id: column.label,
                  header: column.label,
                  cell: column.cell,
                  align: column.numeric ? 'end' : 'start',
                })),
                {
                  id: 'detail',
                  header: t('records.detail.open'),
                  headerHidden: true,
                  cell: (row) => (
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs"
                      aria-label={t('records.detail.openOne', { id: row.id })}
                      onClick={() => setShown(row)}
                    >
                      {t('records.detail.open')}
                    </button>
                  ),
                },
              ]}
            />
          )}
        </>
      )}
      {shown && (
        <RecordDetail
          title={props.detailTitle}
          fields={props.detail(shown)}
          onClose={() => setShown(undefined)}
        />
      )}
    </div>
  );
}
