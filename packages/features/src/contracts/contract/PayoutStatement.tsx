import { useTranslation } from 'react-i18next';
import type { Payout } from '@wl/core';
import { PrintSheet } from '@wl/widgets/table';
import { useFormats } from '../format.js';

interface PayoutStatementProps {
  /** The contract kind's name. */
  kind: string;
  payout: Payout;
  /** Who was paid: the agent whose page it is. */
  paidTo: string;
  /** The upline of the contract that paid, when the history names it. */
  upline: string | undefined;
  onDone: () => void;
}

/**
 * The statement of one settlement period of a contract, for the browser's print: the kind, who
 * was paid and by whose contract, the period, the base, the rate and the payout, and when it was
 * printed (docs/product/agent.md#contract-pages).
 */
export function PayoutStatement({ kind, payout, paidTo, upline, onDone }: PayoutStatementProps) {
  const { t } = useTranslation();
  const f = useFormats();
  const title = t('contract.payouts.statement', { kind });
  return (
    <PrintSheet label={title} onDone={onDone}>
      <h1 className="text-xl font-bold">{title}</h1>
      <p>{t('contract.payouts.printed', { time: f.dateTime(new Date().toISOString()) })}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt>{t('contract.payouts.paidTo')}</dt>
        <dd>{paidTo}</dd>
        {upline !== undefined && (
          <>
            <dt>{t('contract.mine.upline')}</dt>
            <dd>{upline}</dd>
          </>
        )}
        <dt>{t('contract.payouts.period')}</dt>
        <dd>
          {f.dateTime(payout.periodStart)} – {f.dateTime(payout.periodEnd)}
        </dd>
        <dt>{t('contract.payouts.base')}</dt>
        <dd>{f.money(payout.base)}</dd>
        <dt>{t('contract.tier.rate')}</dt>
        <dd>{f.rate(payout.rate)}</dd>
        <dt className="font-bold">{t('contract.payouts.amount')}</dt>
        <dd className="font-bold">{f.money(payout.amount)}</dd>
      </dl>
    </PrintSheet>
  );
}
