import { escapeHtml, type FirstViewMarkup, type FirstViewPage } from '@wl/widgets/server';

/**
 * The member centre's frame, drawn by the site server for every visitor of the centre (it needs
 * no session: the title, the menu the tenant's config offers, the chosen page's heading), as
 * `MemberCenter` and `CentreMenu` draw it, class for class: the chosen page is the one `?page=`
 * names, else the first. The page's own body (a member's data) is the app's; its space is held,
 * screen high, so nothing below shows. The entries are plain text (no link to follow before the
 * app takes its place). None when the tenant offers no page.
 */
export function memberCentreFirstView(
  title: string,
  page: FirstViewPage,
): FirstViewMarkup | undefined {
  const pages = page.centrePages('member');
  const asked = page.param('page');
  const current = pages.find(({ name }) => name === asked) ?? pages[0];
  if (current === undefined) return undefined;
  const text = (key: string) => escapeHtml(page.text(key));
  const entries = pages
    .map(
      ({ name, titleKey }) =>
        `<li><span class="whitespace-nowrap ${name === current.name ? 'menu-active' : ''}">${text(titleKey)}</span></li>`,
    )
    .join('');
  return {
    markup:
      `<section class="mx-auto w-full max-w-7xl px-4 py-8" inert>` +
      `<h1 class="mb-6 text-3xl font-bold">${escapeHtml(title)}</h1>` +
      `<div class="flex flex-col gap-4 md:flex-row md:items-start">` +
      `<nav class="md:w-56 md:shrink-0"><ul class="menu menu-horizontal md:menu-vertical w-full flex-nowrap overflow-x-auto rounded-box bg-base-200">${entries}</ul></nav>` +
      `<div class="min-w-0 flex-1"><h2 class="mb-4 text-xl font-semibold">${text(current.titleKey)}</h2>` +
      `<div class="min-h-screen"></div></div></div></section>`,
    preload: [],
  };
}
