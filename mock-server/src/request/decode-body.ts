import type { IncomingHttpHeaders } from 'node:http';
import type { EndpointDef } from '@wl/contract';
import type { TenantConfig } from '@wl/tenant-config';
import { requestBodyRequired } from '../backend-error.js';

export interface EncryptedBodyInput {
  endpoint: EndpointDef;
  tenant: TenantConfig;
  /** The parsed request body as it arrived. */
  body: unknown;
  /** Key material travels in headers (`Encryption`, `X-Digest`, `X-RSA`). */
  headers: IncomingHttpHeaders;
}

/**
 * Turns the body of an E endpoint into the plain payload, by the tenant's encryption mode.
 * `none` (development) sends plain JSON. The `upstream-script` and `modern` schemes are decrypted
 * here once implemented; until then their bodies cannot be read and answer 400
 * request_body_required, as the backend does for a body it cannot decode.
 */
export function decodeBody(input: EncryptedBodyInput): unknown {
  const mode = input.tenant.tenant.api.encryption;
  switch (mode) {
    case 'none':
      return input.body;
    case 'upstream-script':
    case 'modern':
      throw requestBodyRequired();
  }
}
