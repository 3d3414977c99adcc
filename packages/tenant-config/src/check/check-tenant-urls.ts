import type { TenantFile } from '../types.js';
import { linkProblem, upstreamProblem } from './link-rule.js';
import type { ErrorSink, TenantView } from './tenant-view.js';

/**
 * The URLs of tenant.json follow the link rule (customer service, app downloads); the upstream is
 * http(s).
 */
export function checkTenantUrls(view: TenantView, sink: ErrorSink, tenant: TenantFile): void {
  const report = (pointer: string, problem: string | undefined): void => {
    if (problem !== undefined) sink.add(view.fileFor('tenant.json', pointer), pointer, problem);
  };
  report('/customerService/url', linkProblem(tenant.customerService.url));
  for (const [name, url] of Object.entries(tenant.appDownload)) {
    if (typeof url === 'string') report(`/appDownload/${name}`, linkProblem(url));
  }
  const upstream = tenant.api.upstream;
  if (typeof upstream === 'string') report('/api/upstream', upstreamProblem(upstream));
}
