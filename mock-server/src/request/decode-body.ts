import type { IncomingHttpHeaders } from 'node:http';
import type { EndpointDef } from '@wl/api';
import type { TenantConfig } from '@wl/tenant-config';
import { openEncryptedBody } from '../crypto/open-encrypted-body.js';
import { isLegacySealed, openLegacyBody } from '../crypto/open-legacy-body.js';

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
 * `none` (development) takes plain JSON only. `modern` and `upstream-script` take only sealed
 * bodies: the mock's /js/encrypt.js seals with the same ciphers as the modern client, so both are
 * opened by `openEncryptedBody`, each with its own header semantics (plain JSON there → 400
 * request_body_required).
 *
 * Whatever the mode, a body sealed the legacy way (a hex RSA-1024 `Encryption`) is opened as the
 * real backend opens its own clients' calls: the mode says only how our runtime seals.
 */
export function decodeBody(input: EncryptedBodyInput): unknown {
  if (isLegacySealed(input.headers)) return openLegacyBody(input.body, input.headers);
  const mode = input.tenant.tenant.api.encryption;
  switch (mode) {
    case 'none':
      return input.body;
    case 'upstream-script':
    case 'modern':
      return openEncryptedBody(input.body, input.headers, mode);
  }
}
