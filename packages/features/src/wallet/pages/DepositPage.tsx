import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint, useEndpoint, useMoney, type WalletDepositChannelsValue } from '@wl/core';
import { InlineLoader, RetryAlert } from '@wl/widgets';
import { RadioChoice } from '@wl/widgets/forms';
import { MoneyFormEnd } from '../money/MoneyFormEnd.js';
import { useMoneyForm } from '../money/use-money-form.js';

type Channel = WalletDepositChannelsValue['channels'][number];

const deposit = (channelId: string, amount: number) =>
  callEndpoint('wallet.deposit', { body: { channelId, amount } });

function BankDetails({ bank }: { bank: NonNullable<Channel['bank']> }) {
  const { t } = useTranslation();
  return (
    <dl className="mb-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-box bg-base-200 p-3 text-sm">
      <dt>{t('wallet.deposit.bankName')}</dt>
      <dd>{bank.bankName}</dd>
      <dt>{t('wallet.deposit.accountName')}</dt>
      <dd>{bank.accountName}</dd>
      <dt>{t('wallet.deposit.accountNumber')}</dt>
      <dd className="font-mono">{bank.accountNumber}</dd>
    </dl>
  );
}

function DepositForm({ channels }: { channels: readonly Channel[] }) {
  const { t } = useTranslation();
  const { formatBackend, fromBackend, toBackend } = useMoney();
  const [channelId, setChannelId] = useState(channels[0]?.id ?? '');
  const form = useMoneyForm({ amount: '' });
  const [done, setDone] = useState<string | null>(null);
  const channel = channels.find((c) => c.id === channelId) ?? channels[0];
  if (channel === undefined) return <p>{t('wallet.deposit.none')}</p>;
  const limits = {
    min: fromBackend(channel.minAmount),
    max: channel.maxAmount === null ? null : fromBackend(channel.maxAmount),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const amount = form.checkAmount('amount', limits);
    if (amount === undefined) return;
    const result = await form.move(() => deposit(channel.id, toBackend(amount)));
    if (result === undefined) return;
    form.reset();
    setDone(
      t(result.status === 'SUCCESS' ? 'wallet.deposit.credited' : 'wallet.deposit.pending', {
        amount: formatBackend(result.amount),
      }),
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="max-w-md">
      <fieldset className="mb-3">
        <legend className="mb-1 text-sm font-medium">{t('wallet.deposit.channel')}</legend>
        {channels.map((c) => (
          <RadioChoice
            key={c.id}
            name="channel"
            checked={c.id === channel.id}
            onChange={() => {
              setChannelId(c.id);
              form.check({});
            }}
          >
            <span>
              {c.name}
              <span className="ms-2 text-xs">
                {t(c.instant ? 'wallet.deposit.instant' : 'wallet.deposit.manual')}
              </span>
            </span>
          </RadioChoice>
        ))}
      </fieldset>
      {channel.bank !== null && <BankDetails bank={channel.bank} />}
      <MoneyFormEnd
        form={form}
        limits={limits}
        presets={channel.presets.map(fromBackend)}
        done={done}
        submit={t('wallet.deposit.submit')}
      />
    </form>
  );
}

/**
 * Deposit through one of the merchant's channels, within its limits; an instant channel credits
 * the main wallet at once, another waits for the operator. docs/product/member.md#deposit
 */
export default function DepositPage() {
  const { t } = useTranslation();
  const { data, error, mutate } = useEndpoint('wallet.depositChannels');
  if (error) {
    return <RetryAlert message={t('wallet.deposit.loadError')} onRetry={() => void mutate()} />;
  }
  if (data === undefined) return <InlineLoader />;
  return <DepositForm channels={data.channels} />;
}
