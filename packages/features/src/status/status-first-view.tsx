import { normalizeSystemStatus } from '@wl/core/first-answers';
import { tenantAssetUrl } from '@wl/tenant-config';
import { drawnMarkup, type FirstViewMarkup, type FirstViewPage } from '@wl/widgets/server';
import { closedSiteHelpUrl } from './closed-site-help.js';
import { StatusPageView, type StatusLine } from './StatusPageView.js';

/** What a status page shows, in the page's language. */
interface StatusViewContent {
  widget: string;
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
 * A status page (maintenance, blocked) drawn by the site server while the HTML is parsed: the
 * app's `StatusPageView`, so it stands where the app then draws it and waits for no code.
 * Customer service is a plain link to the tenant's external help (the app's button opens the same).
 */
export function statusViewMarkup(
  page: FirstViewPage,
  { widget, image, title, lines, customerServiceLabel }: StatusViewContent,
): FirstViewMarkup {
  const help = closedSiteHelpUrl(page.site.customerServiceUrl, page.host);
  const markup = drawnMarkup(
    <StatusPageView
      drawn
      widget={widget}
      title={title}
      image={image === undefined ? undefined : tenantAssetUrl(image)}
      logo={tenantAssetUrl(page.site.logo)}
      displayName={page.site.displayName}
      lines={lines}
      help={help === null ? null : { url: help, label: customerServiceLabel }}
    />,
  );
  return { markup, preload: [] };
}
