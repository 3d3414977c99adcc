import type { IncomingHttpHeaders } from 'node:http';
import type { TenantConfig } from '@wl/tenant-config';
import type { TenantRegistry } from '@wl/tenant-config/node';
import { requestParamError } from '../backend-error.js';
import { headerValue } from './headers.js';

/**
 * How a site in front of the mock names the tenant of a call: the tenant it serves on the call's
 * `Host` header, or null for a Host it does not serve. The site server passes its own Host → tenant
 * lookup.
 */
export type SiteTenant = (host: string | undefined) => TenantConfig | null;

/** Where a call names its merchant. */
export interface MerchantSources {
  headers: IncomingHttpHeaders;
  /** The `merchant` query parameter, read by the event socket only (browsers cannot set its headers). */
  query?: { merchant?: unknown };
}

/**
 * The tenant of a call, or null when none is named or the name is unknown.
 * docs/product/backend.md#which-merchant-a-call-belongs-to
 *
 * Behind a site (`siteTenant` given), the site alone decides by the Host: the client's `Merchant`
 * header and `merchant` query are not read, so a page of one tenant cannot speak for another, and
 * a Host the site does not serve names no tenant. Called directly, the client names the merchant:
 * the `merchant` query (event socket), else the `Merchant` header (any letter case).
 */
export function namedTenant(
  call: MerchantSources,
  tenants: TenantRegistry,
  siteTenant?: SiteTenant,
): TenantConfig | null {
  if (siteTenant !== undefined) return siteTenant(call.headers.host);
  const fromQuery = call.query?.merchant;
  const merchantCode =
    typeof fromQuery === 'string' && fromQuery !== ''
      ? fromQuery
      : headerValue(call.headers, 'merchant');
  return merchantCode ? tenants.byMerchant(merchantCode) : null;
}

/** The tenant of an HTTP call (`namedTenant` without the query); none → 400 request_param_err. */
export function resolveMerchant(
  headers: IncomingHttpHeaders,
  tenants: TenantRegistry,
  siteTenant?: SiteTenant,
): TenantConfig {
  const tenant = namedTenant({ headers }, tenants, siteTenant);
  if (!tenant) throw requestParamError();
  return tenant;
}
