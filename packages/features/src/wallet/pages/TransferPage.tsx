import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  callEndpoint,
  useFormatAmount,
  useMerchantWallet,
  useWalletBalance,
  type WalletSummary,
} from '@wl/core';
import { InlineLoader } from '@wl/widgets';
import { FormAlert } from '@wl/widgets/forms';
import { AmountField } from '../money/AmountField.js';
import { checkAmount, type AmountProblem } from '../money/amount-input.js';
import { useMoneyAction } from '../money/use-money-action.js';

const MAIN = 'MAIN';

type Direction = 'in' | 'out';

const transfer = (fromWallet: string, toWallet: string, amount: number) =>
  callEndpoint('wallet.transfer', { body: { fromWallet, toWallet, amount } });

function TransferForm({ balance }: { balance: WalletSummary }) {
  const { t } = useTranslation();
  const format = useFormatAmount();
  const vendorId = useId();
  const vendors = balance.vendors.flatMap((v) => (v.vassalage === null ? [] : [v]));
  const [vendor, setVendor] = useState(vendors[0]?.vassalage ?? '');
  const [direction, setDirection] = useState<Direction>('in');
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const action = useMoneyAction(transfer);
  const vendorBalance = vendors.find((v) => v.vassalage === vendor)?.balance ?? 0;
  const source = direction === 'in' ? balance.main : vendorBalance;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const check = checkAmount(typed, { balance: source });
    setProblem(check.ok ? null : check.problem);
    if (!check.ok) return;
    const [from, to] = direction === 'in' ? [MAIN, vendor] : [vendor, MAIN];
    const result = await action.run(from, to, check.amount);
    if (result === undefined) return;
    setTyped('');
    setDone(
      t('wallet.transfer.done', {
        amount: format(check.amount),
        from: from === MAIN ? t('wallet.main') : from,
        to: to === MAIN ? t('wallet.main') : to,
      }),
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="max-w-md">
      <label htmlFor={vendorId} className="mb-1 block text-sm font-medium">
        {t('wallet.transfer.gameWallet')}
      </label>
      <select
        id={vendorId}
        className="select select-bordered mb-3 w-full"
        value={vendor}
        onChange={(event) => setVendor(event.target.value)}
      >
        {vendors.map((v) => (
          <option key={v.vassalage} value={v.vassalage ?? ''}>
            {`${v.vassalage ?? ''} (${format(v.balance)})`}
          </option>
        ))}
      </select>
      <fieldset className="mb-3">
        <legend className="mb-1 text-sm font-medium">{t('wallet.transfer.direction')}</legend>
        {(['in', 'out'] as const).map((value) => (
          <label key={value} className="label cursor-pointer justify-start gap-2">
            <input
              type="radio"
              name="direction"
              className="radio radio-sm"
              checked={direction === value}
              onChange={() => setDirection(value)}
            />
            <span>{t(`wallet.transfer.${value}`, { vendor })}</span>
          </label>
        ))}
      </fieldset>
      <p className="mb-2 text-sm">{t('wallet.transfer.available', { amount: format(source) })}</p>
      <AmountField
        label={t('wallet.amount.label')}
        value={typed}
        onValueChange={setTyped}
        limits={{ balance: source }}
        problem={problem}
      />
      <FormAlert message={action.error} />
      {done !== null && (
        <p role="status" className="alert alert-success mb-3 text-sm">
          {done}
        </p>
      )}
      <button type="submit" className="btn btn-primary w-full" disabled={action.busy}>
        {t('wallet.transfer.submit')}
      </button>
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
  const { data: balance, error } = useWalletBalance();
  if (merchant?.isSingle === true) return <p>{t('wallet.singleWallet')}</p>;
  if (error) return <p role="alert">{t('wallet.loadError')}</p>;
  if (balance === undefined) return <InlineLoader />;
  if (balance.vendors.length === 0) return <p>{t('wallet.singleWallet')}</p>;
  return <TransferForm balance={balance} />;
}
