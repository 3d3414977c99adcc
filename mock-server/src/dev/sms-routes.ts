import type { FastifyInstance } from 'fastify';
import type { TenantRegistry } from '@wl/tenant-config/node';
import { checkedPhone } from '../account/mobile-number.js';
import { BackendError, requestParamError } from '../backend-error.js';
import { ERROR_WORDS, ok } from '@wl/api';
import type { MockStore } from '../state/mock-store.js';
import { latestSmsCode } from '../state/sms-codes.js';

export interface SmsRoutesOptions {
  tenants: TenantRegistry;
  store: MockStore;
}

interface SmsQuery {
  mobileNum?: string;
  countryDialingCode?: string;
}

function notFound(): BackendError {
  return new BackendError(ERROR_WORDS.notFound, { httpStatus: 404 });
}

/**
 * `GET /tenants/:code/sms?mobileNum=…&countryDialingCode=…`: the latest SMS code sent to a number
 * (the mock sends no SMS), as `{ code, expiresAt, purpose }`; 404 when none was sent.
 */
export function registerSmsRoutes(
  app: FastifyInstance,
  { tenants, store }: SmsRoutesOptions,
): void {
  app.get<{ Params: { code: string }; Querystring: SmsQuery }>('/tenants/:code/sms', (request) => {
    const tenant = tenants.get(request.params.code);
    if (!tenant) throw notFound();
    const { mobileNum, countryDialingCode } = request.query;
    if (typeof mobileNum !== 'string' || typeof countryDialingCode !== 'string')
      throw requestParamError();
    const state = store.stateFor(tenant);
    let phone: string;
    try {
      phone = checkedPhone(state, countryDialingCode, mobileNum).e164;
    } catch {
      throw requestParamError();
    }
    const sent = latestSmsCode(state.auth.sms, phone);
    if (!sent) throw notFound();
    return ok({
      code: sent.code,
      expiresAt: new Date(sent.expiresAt).toISOString(),
      purpose: sent.purpose,
    });
  });
}
