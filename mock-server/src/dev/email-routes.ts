import type { FastifyInstance } from 'fastify';
import type { TenantRegistry } from '@wl/tenant-config/node';
import { BackendError, requestParamError } from '../backend-error.js';
import { ERROR_WORDS, ok } from '@wl/api';
import type { MockStore } from '../state/mock-store.js';
import { latestSmsCode } from '../state/sms-codes.js';

export interface EmailRoutesOptions {
  tenants: TenantRegistry;
  store: MockStore;
}

function notFound(): BackendError {
  return new BackendError(ERROR_WORDS.notFound, { httpStatus: 404 });
}

/**
 * `GET /tenants/:code/email?address=…`: the latest code e-mailed to an address being bound (the
 * mock sends no e-mail), as `{ code, expiresAt }`; 404 when none was sent.
 */
export function registerEmailRoutes(
  app: FastifyInstance,
  { tenants, store }: EmailRoutesOptions,
): void {
  app.get<{ Params: { code: string }; Querystring: { address?: string } }>(
    '/tenants/:code/email',
    (request) => {
      const tenant = tenants.get(request.params.code);
      if (!tenant) throw notFound();
      const { address } = request.query;
      if (typeof address !== 'string' || address.trim() === '') throw requestParamError();
      const codes = store.stateFor(tenant).security.emailCodes;
      const sent = latestSmsCode(codes, address.trim().toLowerCase());
      if (!sent) throw notFound();
      return ok({ code: sent.code, expiresAt: new Date(sent.expiresAt).toISOString() });
    },
  );
}
