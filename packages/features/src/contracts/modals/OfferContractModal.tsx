import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useModuleEnabled, useModulesStore, useMoney, type PeriodType } from '@wl/core';
import { Dialog, InlineLoader } from '@wl/widgets';
import { FormAlert, TextField } from '@wl/widgets/forms';
import type { ModalComponentProps } from '../../define-feature.js';
import {
  CONTRACT_KINDS,
  CONTRACT_TYPES,
  topRate,
  type ContractType,
} from '../contract/contract-kinds.js';
import { TiersTable } from '../contract/TiersTable.js';
import { useContractAction } from '../contract/use-contract-action.js';
import { useContractOverview } from '../contract/use-contract-overview.js';
import { useFormats } from '../format.js';
import {
  addTierRow,
  editTierRow,
  ownRateAt,
  readTiers,
  removeTierRow,
  toRows,
  type TierProblem,
  type TierRow,
} from '../contract/tier-rows.js';

const PERIODS: readonly PeriodType[] = ['Daily', 'Weekly', 'Semimonthly', 'Monthly'];

function KindOption({ type }: { type: ContractType }) {
  const { t } = useTranslation();
  const on = useModuleEnabled(CONTRACT_KINDS[type].module);
  return on ? <option value={type}>{t(CONTRACT_KINDS[type].labelKey)}</option> : null;
}

/**
 * An upline offers a direct downline agent a contract (docs/product/agent.md#contract-pages):
 * the kind, the tiers (rows added and removed; thresholds rising from 0, rates above 0 and none
 * above the agent's own rate at that threshold: docs/product/money.md#agent-money-rules) and,
 * for dividend and daily salary, the period. Nothing is judged before the agent's own contract of
 * the kind has loaded.
 */
export default function OfferContractModal({
  props,
  onClose,
}: ModalComponentProps<'offerContract'>) {
  const { t } = useTranslation();
  const f = useFormats();
  const money = useMoney();
  const [type, setType] = useState<ContractType>('HOURLY_SALARY');
  const { data, error } = useContractOverview(type);
  const modulesLoaded = useModulesStore((state) => state.loaded);
  const kindOn = useModuleEnabled(CONTRACT_KINDS[type].module);
  // Judged only once the answer is in (or cannot come): no flash of "you need a contract".
  const waiting = !modulesLoaded || (kindOn && data === undefined && error === undefined);
  const own = data?.contract?.status === 'ACTIVE' ? data.contract : null;
  const [rows, setRows] = useState<TierRow[] | null>(null);
  const [problems, setProblems] = useState<(TierProblem | null)[]>([]);
  const [period, setPeriod] = useState<PeriodType | ''>('');
  const [sent, setSent] = useState(false);
  const action = useContractAction(type, () => undefined);
  const kind = CONTRACT_KINDS[type];
  const shownRows = rows ?? (own ? toRows(own.tiers) : []);

  const chooseKind = (next: ContractType) => {
    setType(next);
    setRows(null);
    setProblems([]);
    setPeriod('');
    setSent(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!own) return;
    const read = readTiers(shownRows, own.tiers, money.minorUnits);
    setProblems(read.problems);
    if (read.problems.some((p) => p !== null) || read.tiers.length === 0) return;
    const ok = await action.run({
      action: 'SIGN',
      downline: props.downline,
      tiers: read.tiers,
      ...(period === '' ? {} : { periodType: period }),
    });
    setSent(ok);
  };

  // The own rate named is the one at the row's threshold (docs/product/money.md#agent-money-rules).
  const problemText = (problem: TierProblem | null | undefined, row: TierRow | undefined) =>
    problem
      ? t(`contract.offer.tierProblem.${problem}`, {
          rate: f.rate(ownRateAt(own?.tiers ?? [], Number(row?.threshold ?? 0))),
        })
      : undefined;

  return (
    <Dialog title={t('contract.offer.title', { name: props.downline })} onClose={onClose}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert message={action.error} />
        {sent && (
          <p role="status" className="alert alert-success mb-3 text-sm">
            {t('contract.offer.sent', { name: props.downline })}
          </p>
        )}
        <label className="mb-3 block">
          <span className="mb-1 block text-sm font-medium">{t('contract.offer.kind')}</span>
          <select
            className="select select-bordered w-full"
            value={type}
            onChange={(event) => chooseKind(event.target.value as ContractType)}
          >
            {CONTRACT_TYPES.map((k) => (
              <KindOption key={k} type={k} />
            ))}
          </select>
        </label>
        {waiting ? (
          <InlineLoader />
        ) : !own ? (
          <p className="mb-3">{t('contract.offer.noOwn')}</p>
        ) : (
          <>
            <p className="mb-2 text-sm">{t('contract.offer.ownTiers')}</p>
            <TiersTable tiers={own.tiers} caption={t('contract.tier.title')} />
            <fieldset className="mt-3 mb-3">
              <legend className="mb-1 text-sm font-medium">
                {t('contract.offer.tiers', { rate: f.rate(topRate(own.tiers)) })}
              </legend>
              {shownRows.map((row, index) => (
                <div key={index} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
                  <TextField
                    label={t('contract.offer.thresholdN', { n: index + 1 })}
                    value={row.threshold}
                    inputMode="decimal"
                    onValueChange={(threshold) =>
                      setRows(editTierRow(shownRows, index, 'threshold', threshold))
                    }
                  />
                  <TextField
                    label={t('contract.offer.rateN', { n: index + 1 })}
                    value={row.rate}
                    inputMode="decimal"
                    error={problemText(problems[index], row)}
                    onValueChange={(rate) => setRows(editTierRow(shownRows, index, 'rate', rate))}
                  />
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm mb-1"
                    disabled={shownRows.length === 1}
                    aria-label={t('contract.offer.removeTier', { n: index + 1 })}
                    onClick={() => {
                      setRows(removeTierRow(shownRows, index));
                      setProblems(problems.filter((_, i) => i !== index));
                    }}
                  >
                    ×
                  </button>
                </div>
              ))}
              <button
                type="button"
                className="btn btn-outline btn-sm mt-2"
                onClick={() => setRows(addTierRow(shownRows))}
              >
                {t('contract.offer.addTier')}
              </button>
            </fieldset>
            {kind.viaQuery && (
              <label className="mb-3 block">
                <span className="mb-1 block text-sm font-medium">{t('contract.mine.period')}</span>
                <select
                  className="select select-bordered w-full"
                  value={period}
                  onChange={(event) => setPeriod(event.target.value as PeriodType | '')}
                >
                  <option value="">{t('contract.offer.ownPeriod')}</option>
                  {PERIODS.map((p) => (
                    <option key={p} value={p}>
                      {t(`contract.period.${p}`)}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </>
        )}
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.close')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={!own || action.busy}>
            {t('contract.offer.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
