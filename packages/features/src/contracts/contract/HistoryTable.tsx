import { useTranslation } from 'react-i18next';
import type { ContractEvent } from '@wl/core';
import { DataTable } from '@wl/widgets/table';
import { useFormats } from '../format.js';

/**
 * What happened to the contracts of one kind the agent is a party to, as upline or downline:
 * each step with who took it and when, newest first. docs/product/agent.md#contract-history
 */
export function HistoryTable({ history }: { history: readonly ContractEvent[] }) {
  const { t } = useTranslation();
  const f = useFormats();
  if (history.length === 0) return <p className="opacity-80">{t('contract.history.none')}</p>;
  return (
    <DataTable
      label={t('contract.history.title')}
      testId="contract-history"
      rows={history}
      rowKey={(e) => String(e.eventId)}
      rowAttributes={(e) => ({ 'data-event': e.event, 'data-contract': String(e.contractId) })}
      paging={{ pageSize: 10, pageSizes: [10, 25, 50] }}
      columns={[
        { id: 'at', header: t('contract.history.at'), cell: (e) => f.dateTime(e.at) },
        {
          id: 'event',
          header: t('contract.history.event'),
          cell: (e) => t(`contract.history.events.${e.event}`),
        },
        {
          id: 'parties',
          header: t('contract.history.parties'),
          cell: (e) => t('contract.history.between', { upline: e.upline, downline: e.downline }),
        },
        {
          id: 'by',
          header: t('contract.history.by'),
          cell: (e) => e.by ?? t('contract.history.platform'),
        },
      ]}
    />
  );
}
