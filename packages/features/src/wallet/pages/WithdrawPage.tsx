import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { callEndpoint, useEndpoint, useFormatAmount, useWalletBalance } from '@wl/core';
import { paths } from '@wl/paths';
import { InlineLoader } from '@wl/widgets';
import { FormAlert } from '@wl/widgets/forms';
import { AmountField } from '../money/AmountField.js';
import { checkAmount, type AmountProblem } from '../money/amount-input.js';
import { useMoneyAction } from '../money/use-money-action.js';

const withdraw = (amount: number) => callEndpoint('wallet.withdraw', { body: { amount } });

/**
 * Ask for a withdrawal from the main wallet within the merchant's limits and the day's remaining
 * withdrawals; the player then confirms what arrived. docs/product/member.md#withdrawal
 */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const format = useFormatAmount();
  const { data: balance, error } = useWalletBalance();
  const { data: settings, mutate: refreshSettings } = useEndpoint('rewards.withdrawSettings');
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const action = useMoneyAction(withdraw);
  if (error) return <p role="alert">{t('wallet.loadError')}</p>;
  if (balance === undefined) return <InlineLoader />;
  const limits = {
    min: settings?.minAmount,
    max: settings?.maxAmount,
    balance: balance.main,
  };
  const noneLeft = settings !== undefined && settings.remainingTimes === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const check = checkAmount(typed, limits);
    setProblem(check.ok ? null : check.problem);
    if (!check.ok) return;
    const result = await action.run(check.amount);
    if (result === undefined) return;
    setTyped('');
    setDone(t('wallet.withdraw.done', { amount: format(result.amount) }));
    await refreshSettings();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="max-w-md">
      <p className="mb-2">{t('wallet.withdraw.available', { amount: format(balance.main) })}</p>
      {settings && (
        <p className="mb-3 text-sm opacity-80">
          {t('wallet.withdraw.remaining', {
            count: settings.remainingTimes,
            daily: settings.dailyTimes,
          })}
        </p>
      )}
      <AmountField
        label={t('wallet.amount.label')}
        value={typed}
        onValueChange={setTyped}
        limits={limits}
        problem={problem}
      />
      <FormAlert message={noneLeft ? t('wallet.errors.withdrawLimitReached') : action.error} />
      {done !== null && (
        <div role="status" className="alert alert-success mb-3 flex-col items-start text-sm">
          <span>{done}</span>
          <Link className="link" to={paths.member({ page: 'withdrawConfirm' })}>
            {t('wallet.withdraw.toConfirm')}
          </Link>
        </div>
      )}
      <button type="submit" className="btn btn-primary w-full" disabled={action.busy || noneLeft}>
        {t('wallet.withdraw.submit')}
      </button>
    </form>
  );
}
