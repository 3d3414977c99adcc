import type { FastifyInstance } from 'fastify';
import type { TenantRegistry } from '@wl/tenant-config/node';
import { ERROR_WORDS, ok } from '@wl/api';
import { captchaClientKey } from '../account/client-key.js';
import { BackendError } from '../backend-error.js';
import type { MockStore } from '../state/mock-store.js';
import { captchaSolution } from '../state/captchas.js';

export interface CaptchaRoutesOptions {
  tenants: TenantRegistry;
  store: MockStore;
}

function notFound(): BackendError {
  return new BackendError(ERROR_WORDS.notFound, { httpStatus: 404 });
}

/**
 * `GET /tenants/:code/captcha`: the answer that solves the caller's latest captcha (the caller is
 * told by its address and `Device` header, as for the captcha calls), as `{ answer }`: an image's
 * characters or a slider's `<challenge>:<x>`; 404 when it has none. Browser tests sign in with it;
 * like every `/__dev` control it exists only where the mock runs, never in production.
 */
export function registerCaptchaRoutes(
  app: FastifyInstance,
  { tenants, store }: CaptchaRoutesOptions,
): void {
  app.get<{ Params: { code: string } }>('/tenants/:code/captcha', (request) => {
    const tenant = tenants.get(request.params.code);
    if (!tenant) throw notFound();
    const now = store.timeFor(tenant.code, new Date());
    const state = store.stateFor(tenant, now);
    const answer = captchaSolution(state.auth, captchaClientKey(request.ip, request.headers), now);
    if (answer === null) throw notFound();
    return ok({ answer });
  });
}
