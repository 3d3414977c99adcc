import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint, useMoney, useWalletBalance } from '@wl/core';
import { InlineLoader, RetryAlert } from '@wl/widgets';
import { MoneyFormEnd } from '../money/MoneyFormEnd.js';
import { useMoneyForm } from '../money/use-money-form.js';

const toUpline = (amount: number) => callEndpoint('wallet.uplineTransfer', { body: { amount } });

/** A member sends money from the main wallet to their upline. docs/product/member.md#transfer-to-the-upline */
export default function UplineTransferPage() {
  const { t } = useTranslation();
  const { formatBackend, fromBackend, toBackend } = useMoney();
  const { data: balance, error, mutate } = useWalletBalance();
  const form = useMoneyForm({ amount: '' });
  const [done, setDone] = useState<string | null>(null);
  if (error) return <RetryAlert message={t('wallet.loadError')} onRetry={() => void mutate()} />;
  if (balance === undefined) return <InlineLoader />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const amount = form.checkAmount('amount', { balance: fromBackend(balance.main) });
    if (amount === undefined) return;
    const result = await form.move(() => toUpline(toBackend(amount)));
    if (result === undefined) return;
    form.reset();
    setDone(
      t('wallet.upline.done', {
        amount: formatBackend(result.amount),
        upline: result.upline,
      }),
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="max-w-md">
      <p className="mb-3">{t('wallet.upline.intro')}</p>
      <p className="mb-2 text-sm">
        {t('wallet.transfer.available', { amount: formatBackend(balance.main) })}
      </p>
      <MoneyFormEnd
        form={form}
        limits={{ balance: fromBackend(balance.main) }}
        done={done}
        submit={t('wallet.upline.submit')}
      />
    </form>
  );
}
