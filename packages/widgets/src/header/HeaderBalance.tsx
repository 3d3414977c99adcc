import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMoney, useWalletBalance } from '@wl/core';
import { paths } from '@wl/paths';

/**
 * The signed-in account's money (every wallet together), linking to the wallet page of the member
 * centre; it follows every money action. In the header bar from tablet width up; on phones, where
 * the bar has no room, at the top of the member menu. docs/product/member.md#balance
 */
export function HeaderBalance({ place, onClick }: { place: 'bar' | 'menu'; onClick?: () => void }) {
  const { t } = useTranslation();
  const { formatBackend } = useMoney();
  const { data } = useWalletBalance();
  if (data === undefined) return null;
  const amount = formatBackend(data.total);
  return (
    <Link
      to={paths.member({ page: 'wallet' })}
      onClick={onClick}
      className={
        place === 'bar'
          ? 'btn btn-ghost btn-sm hidden px-1 font-semibold tabular-nums sm:inline-flex'
          : 'font-semibold tabular-nums sm:hidden'
      }
      aria-label={t('header.balance', { amount })}
      data-testid={`${place === 'bar' ? 'header' : 'menu'}-balance`}
    >
      {amount}
    </Link>
  );
}
