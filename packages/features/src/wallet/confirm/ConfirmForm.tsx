import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_IMAGES_MAX,
  callEndpoint,
  imageKindOf,
  MAX_IMAGE_BYTES,
  readAsDataUrl,
  useMoney,
  type WalletConfirmWithdrawalBody,
} from '@wl/core';
import { FormAlert, RadioChoice, SubmitButton } from '@wl/widgets/forms';
import { PresetAmountField } from '../money/PresetAmountField.js';
import { useMoneyForm } from '../money/use-money-form.js';
import { ProofField, type ProofProblem } from './ProofField.js';
import { outcomesFor, type Outcome, type Withdrawal } from './withdrawal.js';

const confirmWithdrawal = (body: WalletConfirmWithdrawalBody) =>
  callEndpoint('wallet.confirmWithdrawal', { body });

/** The base64 part of a data URL. */
const base64Of = (dataUrl: string): string => dataUrl.slice(dataUrl.indexOf(',') + 1);

/** What is wrong with the picked proofs: none, more than 3, one not a png or jpg, one of 5 MB or more. */
async function proofProblemOf(files: readonly File[]): Promise<ProofProblem | null> {
  if (files.length === 0) return 'missing';
  if (files.length > APPLICATION_IMAGES_MAX) return 'count';
  for (const file of files) {
    if ((await imageKindOf(file)) === null) return 'type';
    if (file.size >= MAX_IMAGE_BYTES) return 'size';
  }
  return null;
}

const toProofImage = async (file: File) => ({
  name: file.name,
  data: base64Of(await readAsDataUrl(file)),
});

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
  const [proofs, setProofs] = useState<File[]>([]);
  const [proofProblem, setProofProblem] = useState<ProofProblem | null>(null);
  const remainder = fromBackend(withdrawal.amount - withdrawal.receivedAmount);
  const outcomeErrorId = `outcome-${withdrawal.transactionId}-error`;

  // A picture over the limit, or a fourth, is refused as soon as it is chosen, before sending.
  const chooseProofs = (files: File[]) => {
    setProofs(files);
    const tooMany = files.length > APPLICATION_IMAGES_MAX;
    const tooBig = files.some((file) => file.size >= MAX_IMAGE_BYTES);
    setProofProblem(tooMany ? 'count' : tooBig ? 'size' : null);
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
      const problem = await proofProblemOf(proofs);
      setProofProblem(problem);
      return problem === null
        ? { ...base, proofImages: await Promise.all(proofs.map(toProofImage)) }
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
          <RadioChoice
            key={value}
            name={`outcome-${withdrawal.transactionId}`}
            checked={outcome === value}
            onChange={() => setOutcome(value)}
          >
            <span>{t(`wallet.confirm.outcome.${value}`)}</span>
          </RadioChoice>
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
      {outcome === 'NOT_RECEIVED' && <ProofField onFiles={chooseProofs} problem={proofProblem} />}
      <p className="mb-3 text-sm font-medium">{deadline}</p>
      <FormAlert message={form.failure} />
      <SubmitButton busy={form.busy} className="w-full">
        {t('wallet.confirm.submit')}
      </SubmitButton>
    </form>
  );
}
