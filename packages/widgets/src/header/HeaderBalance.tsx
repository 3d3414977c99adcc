import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMoney, useWalletBalance } from '@wl/core';
import { paths } from '@wl/paths';

/** Where the balance is drawn: the header's top row from tablet width up, or the menu row. */
type Place = 'bar' | 'row';

const LOOK: Record<Place, string> = {
  bar: 'hidden sm:inline-flex',
  row: 'inline-flex max-sm:text-xs',
};

/**
 * The signed-in account's money (every wallet together), linking to the wallet page of the member
 * centre; it follows every money action. Always on screen: in the bar where the layout puts it
 * and, on phones, where the top row has no room for it, at the end of the menu row.
 * docs/product/member.md#balance
 */
export function HeaderBalance({ place }: { place: Place }) {
  const { t } = useTranslation();
  const { formatBackend } = useMoney();
  const { data } = useWalletBalance();
  if (data === undefined) return null;
  const amount = formatBackend(data.total);
  return (
    <Link
      to={paths.member({ page: 'wallet' })}
      className={`btn btn-ghost btn-sm whitespace-nowrap px-1 font-semibold tabular-nums ${LOOK[place]}`}
      aria-label={t('header.balance', { amount })}
      data-testid={place === 'bar' ? 'header-balance' : 'row-balance'}
    >
      {amount}
    </Link>
  );
}
