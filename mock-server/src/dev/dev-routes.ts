import type { FastifyPluginAsync } from 'fastify';
import type { TenantRegistry } from '@wl/tenant-config/node';
import { BackendError, requestParamError } from '../backend-error.js';
import { ERROR_WORDS, ok } from '@wl/api';
import type { MockStore } from '../state/mock-store.js';
import { activeScenarios } from '../scenarios/active-scenarios.js';
import { summarizeState } from './state-summary.js';
import { parseStatusChange } from './status-change.js';
import { registerSmsRoutes } from './sms-routes.js';
import { registerEmailRoutes } from './email-routes.js';
import { registerClockRoutes } from './clock-routes.js';
import { registerReviewRoutes } from './review-routes.js';
import { registerInboxRoutes } from './inbox-routes.js';
import { registerCaptchaRoutes } from './captcha-routes.js';

export interface DevRoutesOptions {
  tenants: TenantRegistry;
  store: MockStore;
}

function unknownTenant(): BackendError {
  return new BackendError(ERROR_WORDS.notFound, { httpStatus: 404 });
}

/**
 * Development-only controls, mounted under /__dev when `devControls` is on. They act on the mock's
 * state directly and never exist in a deployment that talks to the real backend.
 */
export const devRoutes: FastifyPluginAsync<DevRoutesOptions> = (app, { tenants, store }) => {
  /** Switch a merchant to normal (0), maintenance (1) or blocked (2). */
  app.post<{ Params: { code: string } }>('/tenants/:code/status', (request) => {
    const tenant = tenants.get(request.params.code);
    if (!tenant) throw unknownTenant();
    const change = parseStatusChange(request.body);
    if (!change) throw requestParamError();
    const state = store.stateFor(tenant);
    state.status = change.status;
    state.maintenanceEnd = change.maintenanceEnd;
    return ok(summarizeState(state));
  });

  /** Reseed every merchant (or only `?tenant=<code>`) from the fixtures. */
  app.post<{ Querystring: { tenant?: string } }>('/reset', (request) => {
    const code = request.query.tenant;
    if (code !== undefined) {
      if (!tenants.get(code)) throw unknownTenant();
      store.resetState(code);
      return ok({ reset: [code] });
    }
    store.resetState();
    return ok({ reset: 'all' });
  });

  /** What the mock currently holds for a merchant. */
  app.get<{ Params: { code: string } }>('/tenants/:code/state', (request) => {
    const tenant = tenants.get(request.params.code);
    if (!tenant) throw unknownTenant();
    const state = store.stateFor(tenant);
    return ok({ ...summarizeState(state), scenarios: activeScenarios(state) });
  });

  /** The latest SMS code sent to a number. */
  registerSmsRoutes(app, { tenants, store });
  registerEmailRoutes(app, { tenants, store });

  /** The answer of the caller's latest captcha. */
  registerCaptchaRoutes(app, { tenants, store });

  /** The merchant's clock, moved forward to bring settlements due. */
  registerClockRoutes(app, { tenants, store });

  /** Approve or reject a points redemption or an activity application. */
  registerReviewRoutes(app, { tenants, store });
  /** Deliver an inbox message to an account. */
  registerInboxRoutes(app, { tenants, store });

  return Promise.resolve();
};
