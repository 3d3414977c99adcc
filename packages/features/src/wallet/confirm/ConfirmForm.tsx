import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  callEndpoint,
  imageKindOf,
  MAX_IMAGE_BYTES,
  readAsDataUrl,
  useMoney,
  type WalletConfirmWithdrawalBody,
} from '@wl/core';
import { FormAlert, SubmitButton } from '@wl/widgets/forms';
import { PresetAmountField } from '../money/PresetAmountField.js';
import { useMoneyForm } from '../money/use-money-form.js';
import { ProofField, type ProofProblem } from './ProofField.js';
import { outcomesFor, type Outcome, type Withdrawal } from './withdrawal.js';

const confirmWithdrawal = (body: WalletConfirmWithdrawalBody) =>
  callEndpoint('wallet.confirmWithdrawal', { body });

/** What is wrong with a proof picture: none, over the size limit (at most 5 MB), not png or jpg. */
async function proofProblemOf(file: File | null): Promise<ProofProblem | null> {
  if (file === null) return 'missing';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  return (await imageKindOf(file)) === null ? 'type' : null;
}

/**
 * The player's answer about one paid-out withdrawal; the time after which it counts as received
 * is stated above the button. docs/product/member.md#withdrawal-confirmation
 */
export function ConfirmForm({
  withdrawal,
  deadline,
  onAnswered,
}: {
  withdrawal: Withdrawal;
  deadline: string;
  onAnswered: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const outcomes = outcomesFor(withdrawal.status);
  const { fromBackend, toBackend } = useMoney();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [unchosen, setUnchosen] = useState(false);
  const form = useMoneyForm({ amount: '' });
  const [proof, setProof] = useState<File | null>(null);
  const [proofProblem, setProofProblem] = useState<ProofProblem | null>(null);
  const remainder = fromBackend(withdrawal.amount - withdrawal.receivedAmount);
  const outcomeErrorId = `outcome-${withdrawal.transactionId}-error`;

  const chooseProof = (file: File | null) => {
    setProof(file);
    setProofProblem(file !== null && file.size > MAX_IMAGE_BYTES ? 'size' : null);
  };

  const body = async (): Promise<WalletConfirmWithdrawalBody | null> => {
    setUnchosen(outcome === null);
    if (outcome === null) return null;
    const base = { transactionId: withdrawal.transactionId, outcome };
    if (outcome === 'PARTLY_RECEIVED') {
      const amount = form.checkAmount('amount', {}, { below: remainder });
      return amount === undefined ? null : { ...base, receivedAmount: toBackend(amount) };
    }
    if (outcome === 'NOT_RECEIVED') {
      const problem = await proofProblemOf(proof);
      setProofProblem(problem);
      return problem === null && proof !== null
        ? { ...base, proofImage: await readAsDataUrl(proof) }
        : null;
    }
    return base;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await body();
    if (answer === null) return;
    if ((await form.move(() => confirmWithdrawal(answer))) !== undefined) await onAnswered();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-3 max-w-md">
      <fieldset
        className="mb-3"
        aria-invalid={unchosen && outcome === null}
        aria-describedby={unchosen && outcome === null ? outcomeErrorId : undefined}
      >
        <legend className="mb-1 text-sm font-medium">{t('wallet.confirm.question')}</legend>
        {outcomes.map((value) => (
          <label key={value} className="label cursor-pointer justify-start gap-2">
            <input
              type="radio"
              name={`outcome-${withdrawal.transactionId}`}
              className="radio radio-sm"
              checked={outcome === value}
              onChange={() => setOutcome(value)}
            />
            <span>{t(`wallet.confirm.outcome.${value}`)}</span>
          </label>
        ))}
        {unchosen && outcome === null && (
          <p id={outcomeErrorId} role="alert" className="text-sm text-error">
            {t('wallet.confirm.chooseOutcome')}
          </p>
        )}
      </fieldset>
      {outcome === 'PARTLY_RECEIVED' && (
        <PresetAmountField
          label={t('wallet.confirm.receivedAmount')}
          limits={{}}
          {...form.field('amount')}
        />
      )}
      {outcome === 'NOT_RECEIVED' && <ProofField onFile={chooseProof} problem={proofProblem} />}
      <p className="mb-3 text-sm font-medium">{deadline}</p>
      <FormAlert message={form.failure} />
      <SubmitButton busy={form.busy} className="w-full">
        {t('wallet.confirm.submit')}
      </SubmitButton>
    </form>
  );
}
