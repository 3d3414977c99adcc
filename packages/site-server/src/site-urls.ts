import type { TenantRegistry } from '@wl/tenant-config/node';

/** One line per tenant (`<code>  http://<code>.localhost:<port>/`) and one for the default tenant. */
export function siteUrls(registry: TenantRegistry, port: number): string[] {
  const tenants = registry.list();
  const fallback = registry.resolveHost('localhost');
  const width = Math.max(fallback ? 'default'.length : 0, ...tenants.map((t) => t.code.length));
  const lines = tenants.map((t) => `${t.code.padEnd(width)}  http://${t.code}.localhost:${port}/`);
  if (fallback)
    lines.push(`${'default'.padEnd(width)}  http://localhost:${port}/  (${fallback.code})`);
  return lines;
}
