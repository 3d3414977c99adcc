import type { TenantRegistry } from '@wl/tenant-config/node';

/**
 * One line per tenant (`<code>  http://<code>.localhost:<port>/`), one for the default tenant and,
 * when given (development only: the caller never passes it in production), the tenant studio's
 * address with the secret of its start.
 */
export function siteUrls(registry: TenantRegistry, port: number, studioUrl?: string): string[] {
  const tenants = registry.list();
  const fallback = registry.resolveHost('localhost');
  const width = Math.max(
    fallback ? 'default'.length : 0,
    studioUrl ? 'studio'.length : 0,
    ...tenants.map((t) => t.code.length),
  );
  const lines = tenants.map((t) => `${t.code.padEnd(width)}  http://${t.code}.localhost:${port}/`);
  if (fallback)
    lines.push(`${'default'.padEnd(width)}  http://localhost:${port}/  (${fallback.code})`);
  if (studioUrl) lines.push(`${'studio'.padEnd(width)}  ${studioUrl}  (tenant studio)`);
  return lines;
}
