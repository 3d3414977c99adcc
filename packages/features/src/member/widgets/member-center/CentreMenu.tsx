import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths, type CentrePageName } from '@wl/paths';
import type { CentrePage } from '@wl/widgets/definitions';

/**
 * The member centre's menu: a column beside the page on wide screens, a row of tabs that scrolls
 * sideways on phones. docs/product/member.md#member-centre-pages
 */
export function CentreMenu({
  pages,
  current,
}: {
  pages: readonly CentrePage[];
  current: CentrePageName;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('memberCentre.menu')} className="md:w-56 md:shrink-0">
      <ul className="menu menu-horizontal md:menu-vertical w-full flex-nowrap overflow-x-auto rounded-box bg-base-200">
        {pages.map((page) => (
          <li key={page.name}>
            <Link
              to={paths.member({ page: page.name })}
              aria-current={page.name === current ? 'page' : undefined}
              className={`whitespace-nowrap ${page.name === current ? 'menu-active' : ''}`}
            >
              {t(page.titleKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
