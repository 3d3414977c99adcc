import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { callEndpoint, useEndpoint, useMoney, useWalletBalance } from '@wl/core';
import { paths } from '@wl/paths';
import { InlineLoader } from '@wl/widgets';
import { FormAlert, PinField, SubmitButton } from '@wl/widgets/forms';
import { PresetAmountField } from '../money/PresetAmountField.js';
import { useMoneyForm } from '../money/use-money-form.js';
import { BankCardPicker } from '../withdraw/BankCardPicker.js';
import { SecurityFirst } from '../withdraw/SecurityFirst.js';

interface WithdrawRequest {
  amount: number;
  bankCardId: number;
  paymentPassword?: string;
}

const withdraw = (body: WithdrawRequest) => callEndpoint('wallet.withdraw', { body });

/**
 * Ask for a withdrawal from the main wallet into one of the account's bound bank cards, within
 * the merchant's limits and the day's remaining withdrawals, with the payment password where the
 * merchant uses one; the player then confirms what arrived. A refusal keeps what was typed.
 * docs/product/member.md#withdrawal
 */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const { formatBackend, fromBackend, toBackend } = useMoney();
  const { data: balance, error } = useWalletBalance();
  const { data: settings, mutate: refreshSettings } = useEndpoint('rewards.withdrawSettings');
  const { data: security, error: securityError } = useEndpoint('security.overview');
  const form = useMoneyForm({ amount: '', paymentPassword: '' });
  const [picked, setPicked] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (error || securityError) return <p role="alert">{t('wallet.loadError')}</p>;
  if (balance === undefined || security === undefined) return <InlineLoader />;
  if (security.bankCards.length === 0) return <SecurityFirst missing="card" />;
  const usesPassword = security.paymentPassword.enabled;
  if (usesPassword && !security.paymentPassword.isSet)
    return <SecurityFirst missing="paymentPassword" />;

  const cardId = security.bankCards.some((card) => card.id === picked)
    ? picked
    : (security.bankCards[0]?.id ?? null);
  const limits = {
    min: settings === undefined ? undefined : fromBackend(settings.minAmount),
    max:
      settings === undefined || settings.maxAmount === null
        ? undefined
        : fromBackend(settings.maxAmount),
    balance: fromBackend(balance.main),
  };
  const noneLeft = settings !== undefined && settings.remainingTimes === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const { paymentPassword } = form.values;
    const amount = form.checkAmount('amount', limits, {
      others:
        usesPassword && paymentPassword === ''
          ? { paymentPassword: t('wallet.withdraw.paymentPasswordEmpty') }
          : {},
    });
    if (amount === undefined || cardId === null) return;
    const result = await form.move(() =>
      withdraw({
        amount: toBackend(amount),
        bankCardId: cardId,
        ...(usesPassword && { paymentPassword }),
      }),
    );
    if (result === undefined) return;
    form.reset();
    setDone(
      t('wallet.withdraw.done', {
        amount: formatBackend(result.amount),
        card: `${result.bankCard.bankName} ${result.bankCard.maskedNumber}`,
      }),
    );
    await refreshSettings();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="w-full max-w-md">
      <p className="mb-2">
        {t('wallet.withdraw.available', { amount: formatBackend(balance.main) })}
      </p>
      {settings && (
        <p className="mb-3 text-sm opacity-80">
          {t('wallet.withdraw.remaining', {
            count: settings.remainingTimes,
            daily: settings.dailyTimes,
          })}
        </p>
      )}
      <BankCardPicker cards={security.bankCards} value={cardId} onChange={setPicked} />
      <PresetAmountField
        label={t('wallet.amount.label')}
        {...form.field('amount')}
        limits={limits}
      />
      {usesPassword && (
        <PinField label={t('wallet.withdraw.paymentPassword')} {...form.field('paymentPassword')} />
      )}
      <FormAlert message={noneLeft ? t('wallet.errors.withdrawLimitReached') : form.failure} />
      {done !== null && (
        <div role="status" className="alert alert-success mb-3 flex-col items-start text-sm">
          <span>{done}</span>
          <Link className="link" to={paths.member({ page: 'withdrawConfirm' })}>
            {t('wallet.withdraw.toConfirm')}
          </Link>
        </div>
      )}
      <SubmitButton busy={form.busy} disabled={noneLeft} className="w-full">
        {t('wallet.withdraw.submit')}
      </SubmitButton>
    </form>
  );
}
