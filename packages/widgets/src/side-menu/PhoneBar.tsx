import { useTranslation } from 'react-i18next';
import { Link, useLocation, type Location } from 'react-router-dom';
import { isExternalHref, isLinkTarget } from '@wl/paths';
import { LineIcon } from '../shared/LineIcon.js';
import { useAddressJudge } from '../link-gates/link-gates-context.js';
import type { SideMenuSettings } from './settings.gen.js';

type PhoneLink = SideMenuSettings['phoneLinks'][number];

/**
 * Which of the links is the page shown, if any: among the links with the page's path whose every
 * named query value the page's address has, the one naming the most (so on `/member?page=deposit`
 * "Deposit" at `/member?page=deposit` is current rather than "Account" at `/member`, which is
 * current on the centre's other pages). -1 when none.
 */
export function currentLinkIndex(
  hrefs: readonly string[],
  location: Pick<Location, 'pathname' | 'search'>,
): number {
  const shown = new URLSearchParams(location.search);
  let best = -1;
  let bestNamed = -1;
  hrefs.forEach((href, index) => {
    const target = new URL(href, 'http://site.invalid');
    if (target.pathname !== location.pathname) return;
    const named = [...target.searchParams];
    if (!named.every(([key, value]) => shown.get(key) === value)) return;
    if (named.length > bestNamed) {
      best = index;
      bestNamed = named.length;
    }
  });
  return best;
}

/**
 * The phone bar's links (docs/product/routes.md#footer-and-side-menu): an icon over a short word
 * each, those whose route or centre page the tenant's modules close left out (the header's rule),
 * the current page's marked for assistive technology and in the theme's primary colour; hidden
 * from tablet width up, where the header holds the same ways.
 */
export function PhoneBar({ links }: { links: readonly PhoneLink[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const judge = useAddressJudge();
  const shown = links.filter(
    (link) =>
      isLinkTarget(link.href) && !isExternalHref(link.href) && judge(link.href) !== 'closed',
  );
  if (shown.length === 0) return null;
  const current = currentLinkIndex(
    shown.map((link) => link.href),
    location,
  );
  return (
    <nav aria-label={t('sideMenu.phoneBar')} className="flex min-w-0 flex-1 sm:hidden">
      {shown.map((link, index) => (
        <Link
          key={link.href}
          to={link.href}
          aria-current={index === current ? 'page' : undefined}
          className={`flex min-w-0 flex-1 flex-col items-center justify-center gap-0.5 text-xs ${
            index === current ? 'font-semibold text-primary' : 'text-base-content/80'
          }`}
        >
          <LineIcon name={link.icon} className="h-5 w-5" />
          <span className="max-w-full truncate">{t(link.labelKey)}</span>
        </Link>
      ))}
    </nav>
  );
}
