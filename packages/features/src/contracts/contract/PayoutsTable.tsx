import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberInfo, useMoney, type ContractEvent, type Payout } from '@wl/core';
import { DataTable } from '@wl/widgets/table';
import { useFormats } from '../format.js';
import { payoutTotals } from './payout-totals.js';
import { PayoutStatement } from './PayoutStatement.js';

interface PayoutsTableProps {
  /** Every payout the page holds, newest first. */
  payouts: readonly Payout[];
  /** The contract kind's name, for the printed statement. */
  kind: string;
  /** The kind's history, which names the upline of each contract. */
  history: readonly ContractEvent[];
}

/**
 * The payouts of the agent's contract of one kind, newest first, paged in the page, with the
 * totals of every payout (not only the page shown) and, per settlement period, a printed
 * statement (docs/product/agent.md#contract-pages).
 */
export function PayoutsTable({ payouts, kind, history }: PayoutsTableProps) {
  const { t } = useTranslation();
  const f = useFormats();
  const { minorUnits, fromBackend, toBackend } = useMoney();
  const me = useMemberInfo()?.account ?? '';
  const [printed, setPrinted] = useState<Payout | null>(null);
  const donePrinting = useCallback(() => setPrinted(null), []);
  if (payouts.length === 0) return <p className="opacity-80">{t('contract.payouts.none')}</p>;
  const totals = payoutTotals(payouts, minorUnits, fromBackend, toBackend);
  const period = (p: Payout) => `${f.dateTime(p.periodStart)} – ${f.dateTime(p.periodEnd)}`;
  return (
    <>
      <DataTable
        label={t('contract.payouts.title')}
        testId="payouts"
        rows={payouts}
        rowKey={(p) => String(p.payoutId)}
        paging={{ pageSize: 20, pageSizes: [20, 50, 100] }}
        columns={[
          {
            id: 'period',
            header: t('contract.payouts.period'),
            cell: period,
            total: t('contract.payouts.total'),
          },
          {
            id: 'base',
            header: t('contract.payouts.base'),
            cell: (p) => f.money(p.base),
            align: 'end',
            total: f.money(totals.base),
          },
          {
            id: 'rate',
            header: t('contract.tier.rate'),
            cell: (p) => f.rate(p.rate),
            align: 'end',
          },
          {
            id: 'amount',
            header: t('contract.payouts.amount'),
            cell: (p) => f.money(p.amount),
            align: 'end',
            total: f.money(totals.amount),
          },
          {
            id: 'print',
            header: t('contract.payouts.print'),
            headerHidden: true,
            cell: (p) => (
              <button
                type="button"
                className="btn btn-ghost btn-xs"
                aria-label={t('contract.payouts.printFor', { period: period(p) })}
                onClick={() => setPrinted(p)}
              >
                {t('contract.payouts.print')}
              </button>
            ),
          },
        ]}
      />
      {printed && (
        <PayoutStatement
          kind={kind}
          payout={printed}
          paidTo={me}
          upline={history.find((e) => e.contractId === printed.contractId)?.upline}
          onDone={donePrinting}
        />
      )}
    </>
  );
}
