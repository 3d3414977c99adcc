import { normalizeSystemStatus } from '@wl/core/first-answers';
import { tenantAssetUrl } from '@wl/tenant-config';
import { escapeHtml, type FirstViewMarkup, type FirstViewPage } from '@wl/widgets/server';
import { closedSiteHelpUrl } from './closed-site-help.js';

/** A line of a status page: its text, and the class the widget gives it. */
interface StatusLine {
  text: string;
  className?: string;
}

/** What a status page shows, in the page's language (as its widget draws it in `StatusView`). */
interface StatusViewContent {
  image: string | undefined;
  title: string;
  lines: readonly StatusLine[];
  customerServiceLabel: string;
}

/** The status the answer gives, or undefined when it cannot be read. */
export function statusOf(value: unknown): ReturnType<typeof normalizeSystemStatus> | undefined {
  try {
    return normalizeSystemStatus(value);
  } catch {
    return undefined;
  }
}

/**
 * A status page drawn by the site server (maintenance, blocked) while the HTML is parsed, with
 * the classes of `StatusView`, so it stands where the app then draws it and waits for no code.
 * Customer service is a plain link to the tenant's external help (the app's button opens the
 * same); it takes no focus, since the first view is hidden from assistive technology until the
 * app's page replaces it.
 */
export function statusViewMarkup(
  page: FirstViewPage,
  { image, title, lines, customerServiceLabel }: StatusViewContent,
): FirstViewMarkup {
  const src = tenantAssetUrl(image ?? page.site.logo);
  const help = closedSiteHelpUrl(page.site.customerServiceUrl, page.host);
  const markup =
    `<main class="flex min-h-screen items-center justify-center bg-base-200 p-6">` +
    `<div class="card w-full max-w-lg bg-base-100 shadow-xl">` +
    `<div class="card-body items-center gap-4 text-center">` +
    `<img src="${escapeHtml(src)}" alt="${image ? '' : escapeHtml(page.site.displayName)}" class="${image ? 'max-h-48 w-auto' : 'h-12 w-auto'}" fetchpriority="high">` +
    `<h1 class="card-title text-2xl">${escapeHtml(title)}</h1>` +
    lines
      .map(({ text, className }) =>
        className
          ? `<p class="${className}">${escapeHtml(text)}</p>`
          : `<p>${escapeHtml(text)}</p>`,
      )
      .join('') +
    (help === null
      ? ''
      : `<a class="btn btn-primary" href="${escapeHtml(help)}" target="_blank" rel="noopener noreferrer" tabindex="-1">${escapeHtml(customerServiceLabel)}</a>`) +
    `</div></div></main>`;
  return { markup, preload: [] };
}
