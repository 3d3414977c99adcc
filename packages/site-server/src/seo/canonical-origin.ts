import { hostnameOf, LOOPBACK_HOSTS, type TenantConfig } from '@wl/tenant-config/node';

/** A development name: this machine, or `<code>.localhost`. */
function isLocalName(hostname: string): boolean {
  return (
    (LOOPBACK_HOSTS as readonly string[]).includes(hostname) || hostname.endsWith('.localhost')
  );
}

/** The port of a Host header, digits only ('' when none or not a number). */
function portOf(hostHeader: string): string {
  return /:(\d{1,5})$/.exec(hostHeader.trim())?.[1] ?? '';
}

/**
 * The origin search engines should know a tenant by (docs/product/seo.md#canonical-host): its
 * first hostname over https. On a development name (`localhost`, `<code>.localhost`) it is
 * `http://<code>.localhost:<port>`, the port taken from the request. The name itself never comes
 * from the request, so a forged Host header cannot put a foreign host into the page.
 */
export function canonicalOrigin(tenant: TenantConfig, hostHeader: string | undefined): string {
  const header = hostHeader ?? '';
  const primary = tenant.tenant.hostnames[0];
  if (primary !== undefined && !isLocalName(hostnameOf(header))) return `https://${primary}`;
  const port = portOf(header);
  return `http://${tenant.code}.localhost${port === '' ? '' : `:${port}`}`;
}
