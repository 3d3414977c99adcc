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

/** The balance's button look, the same while it waits and once it is in. */
const BUTTON = 'btn btn-ghost btn-sm whitespace-nowrap px-1 font-semibold tabular-nums';

/**
 * The room the balance holds until it arrives: about the width of a usual figure (₫1,500,000 is
 * 10.6 characters wide with the button's padding, ฿1,500.00 9.7), so the blocks beside it hardly
 * move when it comes. Unseen and unannounced: a blank, not a "loading" sign.
 */
const WAITING = 'invisible min-w-[10ch]';

/**
 * The signed-in account's money (every wallet together), linking to the wallet page of the member
 * centre; it follows every money action. Always on screen: in the bar where the layout puts it
 * and, on phones, where the top row has no room for it, at the end of the menu row. Until the
 * wallet answers, its place is held by a blank of a usual figure's width (docs/performance.md).
 * docs/product/member.md#balance
 */
export function HeaderBalance({ place }: { place: Place }) {
  const { t } = useTranslation();
  const { formatBackend } = useMoney();
  const { data } = useWalletBalance();
  if (data === undefined)
    return (
      <span aria-hidden="true" className={`${BUTTON} ${LOOK[place]} ${WAITING}`}>
        {'\u00a0'}
      </span>
    );
  const amount = formatBackend(data.total);
  return (
    <Link
      to={paths.member({ page: 'wallet' })}
      className={`${BUTTON} ${LOOK[place]}`}
      aria-label={t('header.balance', { amount })}
      data-testid={place === 'bar' ? 'header-balance' : 'row-balance'}
    >
      {amount}
    </Link>
  );
}
