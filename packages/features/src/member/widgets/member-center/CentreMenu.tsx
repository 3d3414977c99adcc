import { memo, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths, type CentrePageName } from '@wl/paths';
import type { CentrePage } from '@wl/widgets/definitions';
import { CentreMenuView } from './CentreMenuView.js';

/**
 * Scrolls a sideways row so that its current item is in view, centred where the row allows; the
 * page itself does not move (a row that does not scroll is left as it is).
 */
function showCurrent(list: HTMLElement): void {
  const item = list.querySelector<HTMLElement>('[aria-current="page"]')?.closest('li');
  if (!item || list.scrollWidth <= list.clientWidth) return;
  list.scrollLeft = item.offsetLeft - (list.clientWidth - item.offsetWidth) / 2;
}

/**
 * The member centre's menu: a column beside the page on wide screens, a row of tabs that scrolls
 * sideways on phones, scrolled so the current page's tab is in view: again when the tabs change
 * (a tab whose module or gate answers late comes in or leaves and moves the others along) and
 * when the row's width does.
 * docs/product/member.md#member-centre-pages
 */
export const CentreMenu = memo(function CentreMenu({
  pages,
  current,
}: {
  pages: readonly CentrePage[];
  current: CentrePageName;
}) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const row = list.current;
    if (!row) return;
    showCurrent(row);
    if (typeof ResizeObserver === 'undefined') return;
    // A row drawn before it is shown (the page's first view still on screen) has no width yet:
    // once it gets one, and whenever it changes (a phone turned), the current tab comes into view.
    const observer = new ResizeObserver(() => showCurrent(row));
    observer.observe(row);
    return () => observer.disconnect();
  }, [current, pages]);
  return (
    <CentreMenuView
      label={t('memberCentre.menu')}
      entries={pages.map((page) => ({ name: page.name, title: t(page.titleKey) }))}
      current={current}
      listRef={list}
      link={(entry, className, chosen) => (
        <Link
          to={paths.member({ page: entry.name })}
          aria-current={chosen ? 'page' : undefined}
          className={className}
        >
          {entry.title}
        </Link>
      )}
    />
  );
});
