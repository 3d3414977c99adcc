import { useTranslation } from 'react-i18next';
import type { Payout } from '@wl/core';
import { useFormats } from '../format.js';

/** The payouts of the agent's contract of one kind, newest first. */
export function PayoutsTable({ payouts }: { payouts: readonly Payout[] }) {
  const { t } = useTranslation();
  const f = useFormats();
  if (payouts.length === 0) return <p className="opacity-80">{t('contract.payouts.none')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm" data-testid="payouts">
        <caption className="sr-only">{t('contract.payouts.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('contract.payouts.period')}</th>
            <th scope="col">{t('contract.payouts.base')}</th>
            <th scope="col">{t('contract.tier.rate')}</th>
            <th scope="col">{t('contract.payouts.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {payouts.map((p) => (
            <tr key={p.payoutId}>
              <td>
                {f.dateTime(p.periodStart)} – {f.dateTime(p.periodEnd)}
              </td>
              <td>{f.money(p.base)}</td>
              <td>{f.rate(p.rate)}</td>
              <td>{f.money(p.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
