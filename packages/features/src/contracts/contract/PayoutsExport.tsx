import { useTranslation } from 'react-i18next';
import { useMoney, type Payout } from '@wl/core';
import { ExportActions, type ExportTable } from '@wl/widgets/table';

/**
 * Export of every payout of the agent's contract of one kind as CSV or .xlsx: the period's two
 * times as dates, the base and amount as numbers in the currency's unit, the rate as a number.
 * docs/product/agent.md#exports
 */
export function PayoutsExport({ title, payouts }: { title: string; payouts: readonly Payout[] }) {
  const { t } = useTranslation();
  const { fromBackend, minorUnits } = useMoney();
  const amount = (value: number) => Number(fromBackend(value).toFixed(minorUnits));
  const table = (): ExportTable => ({
    title,
    columns: [
      { header: t('agent.filters.startDate'), type: 'date' },
      { header: t('agent.filters.endDate'), type: 'date' },
      { header: t('contract.payouts.base'), type: 'amount' },
      { header: t('contract.tier.rate'), type: 'number' },
      { header: t('contract.payouts.amount'), type: 'amount' },
    ],
    rows: payouts.map((p) => [
      new Date(p.periodStart),
      new Date(p.periodEnd),
      amount(p.base),
      p.rate,
      amount(p.amount),
    ]),
  });
  return (
    <ExportActions disabled={payouts.length === 0} loadTable={() => Promise.resolve(table())} />
  );
}
