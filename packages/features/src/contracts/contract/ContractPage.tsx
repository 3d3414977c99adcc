import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contract } from '@wl/core';
import { InlineLoader } from '@wl/widgets';
import { FormAlert } from '@wl/widgets/forms';
import { DataTable } from '@wl/widgets/table';
import { useFormats } from '../format.js';
import { ConfirmContractAction, type ConfirmRequest } from './ConfirmContractAction.js';
import { contractErrorText } from './contract-errors.js';
import { HistoryTable } from './HistoryTable.js';
import { CONTRACT_KINDS, topRate, type ContractType } from './contract-kinds.js';
import { PayoutsExport } from './PayoutsExport.js';
import { PayoutsTable } from './PayoutsTable.js';
import { TiersTable } from './TiersTable.js';
import { useContractAction } from './use-contract-action.js';
import { useContractOverview } from './use-contract-overview.js';

function StatusBadge({ contract }: { contract: Contract }) {
  const { t } = useTranslation();
  const key = contract.requestType === 'TERMINATE' ? 'TERMINATING' : contract.status;
  return (
    <span className="badge badge-outline whitespace-nowrap">{t(`contract.status.${key}`)}</span>
  );
}

/**
 * One contract kind as the agent sees it (docs/product/agent.md#contract-pages): its contract
 * and tiers, the request waiting for its answer, the next settlement (real-time salary), its
 * payouts, the contracts it holds with its downlines and the history of them all. Terminating,
 * rejecting and asking to end a contract are confirmed first, with their consequence in words.
 */
export function ContractPage({ type }: { type: ContractType }) {
  const { t } = useTranslation();
  const f = useFormats();
  const { data, error, mutate } = useContractOverview(type);
  const action = useContractAction(type, () => mutate());
  const kindName = t(CONTRACT_KINDS[type].labelKey);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  if (error) return <FormAlert message={contractErrorText(error, t)} />;
  if (!data) return <InlineLoader />;
  const { contract, pending, payouts, downlines, nextSettlementAt, history } = data;

  /** Asks first, in words, then runs the action on the contract. */
  const ask = (
    key:
      | 'terminateOwn'
      | 'terminateDownline'
      | 'rejectOffer'
      | 'rejectTermination'
      | 'acceptTermination',
    c: Contract,
    run: ConfirmRequest['run'],
  ) => {
    const names = { kind: kindName, upline: c.upline, downline: c.downline };
    setConfirm({
      title: t(`contract.confirm.${key}.title`, names),
      consequence: t(`contract.confirm.${key}.consequence`, names),
      confirmLabel: t(`contract.confirm.${key}.confirm`),
      run,
    });
  };
  const answer = (c: Contract, accept: boolean) => () =>
    void action.run({ action: accept ? 'ACCEPT' : 'REJECT', contractId: c.contractId });
  const terminate = (c: Contract) => () =>
    void action.run({ action: 'TERMINATE', contractId: c.contractId });

  return (
    <div className="flex flex-col gap-6" data-contract-type={type}>
      <FormAlert message={action.error} />
      {confirm && <ConfirmContractAction request={confirm} onClose={() => setConfirm(null)} />}

      {pending && (
        <section aria-labelledby={`${type}-pending`} className="card bg-base-200 p-4">
          <h3 id={`${type}-pending`} className="mb-2 font-bold">
            {pending.requestType === 'TERMINATE'
              ? t('contract.pending.termination')
              : t('contract.pending.offer')}
          </h3>
          <p className="mb-2">
            {t('contract.pending.between', { upline: pending.upline, downline: pending.downline })}
          </p>
          <TiersTable tiers={pending.tiers} caption={t('contract.tier.title')} />
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={action.busy}
              onClick={
                pending.requestType === 'TERMINATE'
                  ? () => ask('acceptTermination', pending, answer(pending, true))
                  : answer(pending, true)
              }
            >
              {t('contract.actions.accept')}
            </button>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              disabled={action.busy}
              onClick={() =>
                ask(
                  pending.requestType === 'TERMINATE' ? 'rejectTermination' : 'rejectOffer',
                  pending,
                  answer(pending, false),
                )
              }
            >
              {t('contract.actions.reject')}
            </button>
          </div>
        </section>
      )}

      <section aria-labelledby={`${type}-mine`}>
        <h3 id={`${type}-mine`} className="mb-2 font-bold">
          {t('contract.mine.title', { kind: kindName })}
        </h3>
        {contract ? (
          <div className="flex flex-col gap-2">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt>{t('contract.mine.upline')}</dt>
              <dd>{contract.upline}</dd>
              <dt>{t('contract.mine.status')}</dt>
              <dd>
                <StatusBadge contract={contract} />
              </dd>
              {contract.periodType && (
                <>
                  <dt>{t('contract.mine.period')}</dt>
                  <dd>{t(`contract.period.${contract.periodType}`)}</dd>
                </>
              )}
              <dt>{t('contract.mine.since')}</dt>
              <dd>{f.dateTime(contract.effectiveAt)}</dd>
              {type === 'REALTIME_SALARY' && (
                <>
                  <dt>{t('contract.mine.nextSettlement')}</dt>
                  <dd data-testid="next-settlement">{f.dateTime(nextSettlementAt)}</dd>
                </>
              )}
            </dl>
            <TiersTable tiers={contract.tiers} caption={t('contract.tier.title')} />
            {contract.status === 'ACTIVE' && contract.requestType === null && (
              <button
                type="button"
                className="btn btn-outline btn-error btn-sm self-start"
                disabled={action.busy}
                onClick={() => ask('terminateOwn', contract, terminate(contract))}
              >
                {t('contract.actions.terminate')}
              </button>
            )}
          </div>
        ) : (
          <p className="opacity-80">{t('contract.mine.none')}</p>
        )}
      </section>

      <section aria-labelledby={`${type}-payouts`}>
        <h3 id={`${type}-payouts`} className="mb-2 font-bold">
          {t('contract.payouts.title')}
        </h3>
        <PayoutsExport title={`${kindName} ${t('contract.payouts.title')}`} payouts={payouts} />
        <PayoutsTable payouts={payouts} kind={kindName} history={history} />
      </section>

      <section aria-labelledby={`${type}-history`}>
        <h3 id={`${type}-history`} className="mb-2 font-bold">
          {t('contract.history.title')}
        </h3>
        <HistoryTable history={history} />
      </section>

      <section aria-labelledby={`${type}-downlines`}>
        <h3 id={`${type}-downlines`} className="mb-2 font-bold">
          {t('contract.downlines.title')}
        </h3>
        {downlines.length === 0 ? (
          <p className="opacity-80">{t('contract.downlines.none')}</p>
        ) : (
          <DataTable
            label={t('contract.downlines.title')}
            rows={downlines}
            rowKey={(c) => String(c.contractId)}
            rowAttributes={(c) => ({ 'data-downline': c.downline })}
            columns={[
              {
                id: 'downline',
                header: t('contract.downlines.downline'),
                cell: (c) => c.downline,
                sortValue: (c) => c.downline,
              },
              {
                id: 'status',
                header: t('contract.mine.status'),
                cell: (c) => <StatusBadge contract={c} />,
              },
              {
                id: 'topRate',
                header: t('contract.downlines.topRate'),
                cell: (c) => f.rate(topRate(c.tiers)),
                sortValue: (c) => topRate(c.tiers),
                align: 'end',
              },
              {
                id: 'actions',
                header: t('contract.downlines.actions'),
                headerHidden: true,
                cell: (c) =>
                  c.status === 'ACTIVE' &&
                  c.requestType === null && (
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs"
                      disabled={action.busy}
                      aria-label={t('contract.actions.terminateWith', { name: c.downline })}
                      onClick={() => ask('terminateDownline', c, terminate(c))}
                    >
                      {t('contract.actions.terminate')}
                    </button>
                  ),
              },
            ]}
          />
        )}
      </section>
    </div>
  );
}
