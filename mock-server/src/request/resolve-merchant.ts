import type { IncomingHttpHeaders } from 'node:http';
import type { TenantConfig } from '@wl/tenant-config';
import type { TenantRegistry } from '@wl/tenant-config/node';
import { requestParamError } from '../backend-error.js';
import { headerValue } from './headers.js';

/** The tenant named by the `Merchant` header; missing or unknown → 400 request_param_err. */
export function resolveMerchant(
  headers: IncomingHttpHeaders,
  tenants: TenantRegistry,
): TenantConfig {
  const merchantCode = headerValue(headers, 'merchant');
  const tenant = merchantCode ? tenants.byMerchant(merchantCode) : undefined;
  if (!tenant) throw requestParamError();
  return tenant;
}
