import type { TenantFile } from '../types.js';
import { closedSiteHelpProblem } from './closed-site-help-rule.js';
import { upstreamProblem, type LinkRule } from './link-rule.js';
import type { ErrorSink, TenantView } from './tenant-view.js';

/**
 * The URLs of tenant.json follow the link rule (customer service, app downloads); customer service
 * leads away from the site, as the closed site's pages open it; the upstream is http(s).
 */
export function checkTenantUrls(
  view: TenantView,
  sink: ErrorSink,
  tenant: TenantFile,
  linkProblem: LinkRule,
): void {
  const report = (pointer: string, problem: string | undefined): void => {
    if (problem !== undefined) sink.add(view.fileFor('tenant.json', pointer), pointer, problem);
  };
  const help = tenant.customerService.url;
  report(
    '/customerService/url',
    linkProblem(help) ?? closedSiteHelpProblem(help, view.code, tenant.hostnames),
  );
  for (const [name, url] of Object.entries(tenant.appDownload)) {
    if (typeof url === 'string') report(`/appDownload/${name}`, linkProblem(url));
  }
  const upstream = tenant.api.upstream;
  if (typeof upstream === 'string') report('/api/upstream', upstreamProblem(upstream));
}
