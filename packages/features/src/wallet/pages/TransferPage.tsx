import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  callEndpoint,
  useMoney,
  useMerchantWallet,
  useVendorName,
  useWalletBalance,
  type WalletSummary,
} from '@wl/core';
import { InlineLoader, RetryAlert } from '@wl/widgets';
import { RadioChoice, SelectField } from '@wl/widgets/forms';
import { MoneyFormEnd } from '../money/MoneyFormEnd.js';
import { useMoneyForm } from '../money/use-money-form.js';

const MAIN = 'MAIN';

type Direction = 'in' | 'out';

const transfer = (fromWallet: string, toWallet: string, amount: number) =>
  callEndpoint('wallet.transfer', { body: { fromWallet, toWallet, amount } });

function TransferForm({ balance }: { balance: WalletSummary }) {
  const { t } = useTranslation();
  const { format, formatBackend, fromBackend, toBackend } = useMoney();
  const vendorName = useVendorName();
  const vendors = balance.vendors.flatMap((v) => (v.vassalage === null ? [] : [v]));
  const [vendor, setVendor] = useState(vendors[0]?.vassalage ?? '');
  const [direction, setDirection] = useState<Direction>('in');
  const form = useMoneyForm({ amount: '' });
  const [done, setDone] = useState<string | null>(null);
  const vendorBalance = vendors.find((v) => v.vassalage === vendor)?.balance ?? 0;
  const source = fromBackend(direction === 'in' ? balance.main : vendorBalance);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const amount = form.checkAmount('amount', { balance: source });
    if (amount === undefined) return;
    const [from, to] = direction === 'in' ? [MAIN, vendor] : [vendor, MAIN];
    const result = await form.move(() => transfer(from, to, toBackend(amount)));
    if (result === undefined) return;
    form.reset();
    setDone(
      t('wallet.transfer.done', {
        amount: format(amount),
        from: from === MAIN ? t('wallet.main') : vendorName(from),
        to: to === MAIN ? t('wallet.main') : vendorName(to),
      }),
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="max-w-md">
      <SelectField
        label={t('wallet.transfer.gameWallet')}
        value={vendor}
        options={vendors.map((v) => ({
          value: v.vassalage ?? '',
          label: `${vendorName(v.vassalage ?? '')} (${formatBackend(v.balance)})`,
        }))}
        onChange={setVendor}
      />
      <fieldset className="mb-3">
        <legend className="mb-1 text-sm font-medium">{t('wallet.transfer.direction')}</legend>
        {(['in', 'out'] as const).map((value) => (
          <RadioChoice
            key={value}
            name="direction"
            checked={direction === value}
            onChange={() => setDirection(value)}
          >
            <span>{t(`wallet.transfer.${value}`, { vendor: vendorName(vendor) })}</span>
          </RadioChoice>
        ))}
      </fieldset>
      <p className="mb-2 text-sm">{t('wallet.transfer.available', { amount: format(source) })}</p>
      <MoneyFormEnd
        form={form}
        limits={{ balance: source }}
        done={done}
        submit={t('wallet.transfer.submit')}
      />
    </form>
  );
}

/**
 * Moves money between the main wallet and a game wallet; a single-wallet merchant has nothing to
 * move. docs/product/member.md#transfers
 */
export default function TransferPage() {
  const { t } = useTranslation();
  const { data: merchant } = useMerchantWallet();
  const { data: balance, error, mutate } = useWalletBalance();
  if (merchant?.isSingle === true) return <p>{t('wallet.singleWallet')}</p>;
  if (error) return <RetryAlert message={t('wallet.loadError')} onRetry={() => void mutate()} />;
  if (balance === undefined) return <InlineLoader />;
  if (balance.vendors.length === 0) return <p>{t('wallet.singleWallet')}</p>;
  return <TransferForm balance={balance} />;
}
