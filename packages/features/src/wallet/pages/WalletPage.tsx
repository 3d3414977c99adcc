import { useTranslation } from 'react-i18next';
import {
  useConsolidated,
  useMoney,
  useMerchantWallet,
  useVendorName,
  useWalletBalance,
} from '@wl/core';
import { DetailList, InlineLoader, RetryAlert } from '@wl/widgets';

/**
 * The account's money: every wallet together, the main wallet, each game wallet (not with a
 * single wallet) and the consolidated funds. docs/product/member.md#balance
 */
export default function WalletPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const format = (amount: number) => money.formatBackend(amount);
  const { data: balance, error, mutate } = useWalletBalance();
  const { data: merchant } = useMerchantWallet();
  const { data: funds } = useConsolidated();
  const vendorName = useVendorName();
  if (error) return <RetryAlert message={t('wallet.loadError')} onRetry={() => void mutate()} />;
  if (balance === undefined) return <InlineLoader />;
  const single = merchant?.isSingle ?? balance.vendors.length === 0;
  return (
    <div className="space-y-6">
      <DetailList
        look="stats"
        items={[
          { label: t('wallet.total'), value: format(balance.total), testId: 'wallet-total' },
          { label: t('wallet.main'), value: format(balance.main), testId: 'wallet-main' },
        ]}
      />
      {single ? (
        <p>{t('wallet.singleWallet')}</p>
      ) : (
        <section aria-labelledby="wallet-games">
          <h3 id="wallet-games" className="mb-2 font-semibold">
            {t('wallet.gameWallets')}
          </h3>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {balance.vendors.map((vendor) => (
              <li
                key={vendor.vassalage ?? vendor.accountTypeId}
                className="rounded-box bg-base-200 p-3"
              >
                <span className="block text-sm opacity-80">
                  {vendor.vassalage === null ? vendor.accountTypeId : vendorName(vendor.vassalage)}
                </span>
                <span className="font-semibold tabular-nums">{format(vendor.balance)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {funds && (
        <section aria-labelledby="wallet-funds">
          <h3 id="wallet-funds" className="mb-2 font-semibold">
            {t('wallet.funds.title')}
          </h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt>{t('wallet.funds.available')}</dt>
            <dd className="tabular-nums">{format(funds.availableBalance)}</dd>
            <dt>{t('wallet.funds.locked')}</dt>
            <dd className="tabular-nums">{format(funds.lockedBalance)}</dd>
            <dt>{t('wallet.funds.total')}</dt>
            <dd className="tabular-nums">{format(funds.totalBalance)}</dd>
          </dl>
        </section>
      )}
    </div>
  );
}
