import { useTranslation } from 'react-i18next';
import { Link, useLocation, type Location } from 'react-router-dom';
import { isExternalHref, isLinkTarget } from '@wl/paths';
import { LineIcon } from '../shared/LineIcon.js';
import type { SideMenuSettings } from './settings.gen.js';

type PhoneLink = SideMenuSettings['phoneLinks'][number];

/**
 * Whether a link's address is the page shown: the same path, and every query value the address
 * names (`/member?page=deposit` is current on the deposit page, not on the rest of the centre).
 */
export function isCurrentAddress(href: string, location: Pick<Location, 'pathname' | 'search'>) {
  const target = new URL(href, 'http://site.invalid');
  if (target.pathname !== location.pathname) return false;
  const shown = new URLSearchParams(location.search);
  const named = [...target.searchParams];
  if (named.length === 0) return ![...shown.keys()].includes('page');
  return named.every(([key, value]) => shown.get(key) === value);
}

/**
 * The phone bar's links (docs/product/routes.md#footer-and-side-menu): an icon over a short word
 * each, the current page's marked for assistive technology and in the theme's primary colour;
 * hidden from tablet width up, where the header holds the same ways.
 */
export function PhoneBar({ links }: { links: readonly PhoneLink[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const shown = links.filter((link) => isLinkTarget(link.href) && !isExternalHref(link.href));
  if (shown.length === 0) return null;
  return (
    <nav aria-label={t('sideMenu.phoneBar')} className="flex min-w-0 flex-1 sm:hidden">
      {shown.map((link) => {
        const current = isCurrentAddress(link.href, location);
        return (
          <Link
            key={link.href}
            to={link.href}
            aria-current={current ? 'page' : undefined}
            className={`flex min-w-0 flex-1 flex-col items-center justify-center gap-0.5 text-xs ${
              current ? 'font-semibold text-primary' : 'text-base-content/80'
            }`}
          >
            <LineIcon name={link.icon} className="h-5 w-5" />
            <span className="max-w-full truncate">{t(link.labelKey)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
