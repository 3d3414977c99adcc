import { drawnMarkup, type FirstViewMarkup, type FirstViewPage } from '@wl/widgets/server';
import { MainScreen } from '@wl/widgets/views';
import { CentreMenuView } from './CentreMenuView.js';
import { MemberCentreLayout } from './MemberCentreLayout.js';

/**
 * The member centre's frame, drawn by the site server for every visitor of the centre (it needs
 * no session: the title, the menu the tenant's config offers, the chosen page's heading) with the
 * app's views (`MainScreen`, `CentreMenuView`, `MemberCentreLayout`): the chosen page is the one
 * `?page=` names, else the first. The page's own body (a member's data) is the app's; its space is
 * held, screen high (the layout's), so nothing below shows. The entries are plain words (no link to follow before
 * the app takes its place). None when the tenant offers no page.
 */
export function memberCentreFirstView(
  title: string,
  page: FirstViewPage,
): FirstViewMarkup | undefined {
  const pages = page.centrePages('member');
  const asked = page.param('page');
  const current = pages.find(({ name }) => name === asked) ?? pages[0];
  if (current === undefined) return undefined;
  const markup = drawnMarkup(
    <MainScreen drawn widget="member-center" title={title}>
      <MemberCentreLayout
        menu={
          <CentreMenuView
            label={page.text('memberCentre.menu')}
            entries={pages.map(({ name, titleKey }) => ({ name, title: page.text(titleKey) }))}
            current={current.name}
          />
        }
        heading={page.text(current.titleKey)}
      />
    </MainScreen>,
  );
  return { markup, preload: [] };
}
