import { useTranslation } from 'react-i18next';
import { useEndpoint, type ContentMemberTransactionsValue } from '@wl/core';
import { RecordsView } from './RecordsView.js';
import { TRANSACTION_CATEGORIES } from './record-labels.js';
import { useRecordFilter, useRecordFormat } from './use-record-filter.js';

type Transaction = ContentMemberTransactionsValue['content'][number];
type Category = Transaction['category'];

/**
 * The account record (transactionHistory): the member's transactions in a day range, by type,
 * paged, with money in, out and net of the whole filter and each record's detail.
 * docs/product/member.md#records
 */
export default function TransactionHistory() {
  const { t } = useTranslation();
  const { money, when } = useRecordFormat();
  const filter = useRecordFilter<Category>();
  const answer = useEndpoint('content.memberTransactions', {
    query: { ...filter.query, ...(filter.kind && { category: filter.kind }) },
  });
  const category = (value: Category) => t(`records.transactions.categories.${value}`);
  const status = (value: Transaction['status']) => t(`records.transactions.statuses.${value}`);

  return (
    <RecordsView<Transaction, Category, ContentMemberTransactionsValue>
      page="transactionHistory"
      kindLabel={t('records.transactions.type')}
      kinds={TRANSACTION_CATEGORIES.map((value) => ({ value, label: category(value) }))}
      filter={filter}
      answer={answer}
      totals={({ summary }) => [
        { label: t('records.transactions.totalIn'), value: money(summary.totalIn) },
        { label: t('records.transactions.totalOut'), value: money(summary.totalOut) },
        { label: t('records.transactions.net'), value: money(summary.net, true) },
      ]}
      caption={(count) => t('records.transactions.caption', { count })}
      columns={[
        { label: t('records.transactions.time'), cell: (row) => when(row.time) },
        { label: t('records.transactions.type'), cell: (row) => category(row.category) },
        {
          label: t('records.transactions.amount'),
          numeric: true,
          cell: (row) => money(row.amount, true),
        },
        { label: t('records.transactions.status'), cell: (row) => status(row.status) },
      ]}
      detailTitle={t('records.transactions.detailTitle')}
      detail={(row) => [
        { label: t('records.detail.reference'), value: row.id },
        { label: t('records.transactions.time'), value: when(row.time) },
        { label: t('records.transactions.type'), value: category(row.category) },
        { label: t('records.transactions.amount'), value: money(row.amount, true) },
        { label: t('records.transactions.balanceAfter'), value: money(row.balanceAfter) },
        { label: t('records.transactions.status'), value: status(row.status) },
        { label: t('records.transactions.remark'), value: row.remark ?? '—' },
      ]}
    />
  );
}
