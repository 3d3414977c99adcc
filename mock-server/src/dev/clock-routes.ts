import type { FastifyInstance } from 'fastify';
import type { TenantRegistry } from '@wl/tenant-config/node';
import { BackendError, requestParamError } from '../backend-error.js';
import { ERROR_WORDS, ok } from '@wl/api';
import type { MockStore } from '../state/mock-store.js';

export interface ClockRoutesOptions {
  tenants: TenantRegistry;
  store: MockStore;
}

/** At most a month per step, so a typo cannot push the clock out of range. */
const MAX_ADVANCE_MINUTES = 31 * 24 * 60;

function advanceMinutes(body: unknown): number | null {
  if (body === null || typeof body !== 'object') return null;
  const minutes = (body as { minutes?: unknown }).minutes;
  if (typeof minutes !== 'number' || !Number.isFinite(minutes)) return null;
  return minutes > 0 && minutes <= MAX_ADVANCE_MINUTES ? minutes : null;
}

/**
 * The merchant's clock (docs/product/agent.md#the-mock-clock): `GET /tenants/:code/clock` answers
 * `{ now }`; `POST /tenants/:code/clock` with `{ minutes }` moves it forward, so settlements that
 * fall due (real-time salary every 5 minutes, salaries and dividends per period) are paid on the
 * next call. A reset of the merchant puts its clock back.
 */
export function registerClockRoutes(
  app: FastifyInstance,
  { tenants, store }: ClockRoutesOptions,
): void {
  const tenantOf = (code: string) => {
    const tenant = tenants.get(code);
    if (!tenant) throw new BackendError(ERROR_WORDS.notFound, { httpStatus: 404 });
    return tenant;
  };
  app.get<{ Params: { code: string } }>('/tenants/:code/clock', (request) => {
    const tenant = tenantOf(request.params.code);
    return ok({ now: store.timeFor(tenant.code, new Date()).toISOString() });
  });
  app.post<{ Params: { code: string } }>('/tenants/:code/clock', (request) => {
    const tenant = tenantOf(request.params.code);
    const minutes = advanceMinutes(request.body);
    if (minutes === null) throw requestParamError();
    store.advanceClock(tenant.code, minutes * 60_000);
    return ok({ now: store.timeFor(tenant.code, new Date()).toISOString() });
  });
}
