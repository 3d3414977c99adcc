import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint, useFormatAmount, useWalletBalance } from '@wl/core';
import { InlineLoader } from '@wl/widgets';
import { FormAlert } from '@wl/widgets/forms';
import { AmountField } from '../money/AmountField.js';
import { checkAmount, type AmountProblem } from '../money/amount-input.js';
import { useMoneyAction } from '../money/use-money-action.js';

const toUpline = (amount: number) => callEndpoint('wallet.uplineTransfer', { body: { amount } });

/** A member sends money from the main wallet to their upline. docs/product/member.md#transfer-to-the-upline */
export default function UplineTransferPage() {
  const { t } = useTranslation();
  const format = useFormatAmount();
  const { data: balance, error } = useWalletBalance();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const action = useMoneyAction(toUpline);
  if (error) return <p role="alert">{t('wallet.loadError')}</p>;
  if (balance === undefined) return <InlineLoader />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const check = checkAmount(typed, { balance: balance.main });
    setProblem(check.ok ? null : check.problem);
    if (!check.ok) return;
    const result = await action.run(check.amount);
    if (result === undefined) return;
    setTyped('');
    setDone(t('wallet.upline.done', { amount: format(result.amount), upline: result.upline }));
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="max-w-md">
      <p className="mb-3">{t('wallet.upline.intro')}</p>
      <p className="mb-2 text-sm">
        {t('wallet.transfer.available', { amount: format(balance.main) })}
      </p>
      <AmountField
        label={t('wallet.amount.label')}
        value={typed}
        onValueChange={setTyped}
        limits={{ balance: balance.main }}
        problem={problem}
      />
      <FormAlert message={action.error} />
      {done !== null && (
        <p role="status" className="alert alert-success mb-3 text-sm">
          {done}
        </p>
      )}
      <button type="submit" className="btn btn-primary w-full" disabled={action.busy}>
        {t('wallet.upline.submit')}
      </button>
    </form>
  );
}
