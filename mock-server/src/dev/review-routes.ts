import type { FastifyInstance } from 'fastify';
import type { TenantRegistry } from '@wl/tenant-config/node';
import { BackendError, requestParamError } from '../backend-error.js';
import { ERROR_WORDS, ok } from '@wl/contract';
import type { MockStore } from '../state/mock-store.js';
import { reviewRedemption } from '../state/points.js';
import { reviewApplication } from '../state/promotions.js';
import { reviewTicket } from '../state/rewards.js';
import { reverseWithdrawal } from '../state/withdrawal-confirmations.js';

export interface ReviewRoutesOptions {
  tenants: TenantRegistry;
  store: MockStore;
}

interface ReviewBody {
  status: 'APPROVED' | 'REJECTED';
  remark: string | null;
}

/** `{ status: 'APPROVED' | 'REJECTED', remark?: string }`, else null. */
function parseReview(body: unknown): ReviewBody | null {
  if (body === null || typeof body !== 'object') return null;
  const { status, remark } = body as Record<string, unknown>;
  if (status !== 'APPROVED' && status !== 'REJECTED') return null;
  if (remark !== undefined && remark !== null && typeof remark !== 'string') return null;
  return { status, remark: remark ?? null };
}

/**
 * The operator's side of what players ask for, which the mock otherwise leaves In Process:
 * `POST /tenants/:code/redemptions/:id/review`, `POST /tenants/:code/applications/:id/review` and
 * `POST /tenants/:code/tickets/:id/review` (reward-centre claim tickets) with
 * `{ status: 'APPROVED' | 'REJECTED', remark? }` answer the reviewed record;
 * `POST /tenants/:code/withdrawals/:transactionId/reverse` gives back a withdrawal reported as not
 * received.
 */
export function registerReviewRoutes(
  app: FastifyInstance,
  { tenants, store }: ReviewRoutesOptions,
): void {
  const reviewRoute = (
    kind: 'redemptions' | 'applications' | 'tickets',
    review: (state: ReturnType<MockStore['stateFor']>, id: number, decision: ReviewBody) => unknown,
  ) =>
    app.post<{ Params: { code: string; id: string } }>(
      `/tenants/:code/${kind}/:id/review`,
      (request) => {
        const tenant = tenants.get(request.params.code);
        if (!tenant) throw new BackendError(ERROR_WORDS.notFound, { httpStatus: 404 });
        const id = Number(request.params.id);
        const decision = parseReview(request.body);
        if (!Number.isInteger(id) || !decision) throw requestParamError();
        return ok(review(store.stateFor(tenant), id, decision));
      },
    );
  reviewRoute('redemptions', (state, id, decision) =>
    reviewRedemption(
      state.points,
      state.ledger,
      id,
      decision,
      store.timeFor(state.tenantCode, new Date()),
    ),
  );
  // A "not received" report upheld: the withdrawal's money goes back (docs/product/money.md#the-ledger).
  app.post<{ Params: { code: string; id: string } }>(
    '/tenants/:code/withdrawals/:id/reverse',
    (request) => {
      const tenant = tenants.get(request.params.code);
      if (!tenant) throw new BackendError(ERROR_WORDS.notFound, { httpStatus: 404 });
      const state = store.stateFor(tenant);
      const now = store.timeFor(tenant.code, new Date());
      return ok(reverseWithdrawal(state.wallet.withdrawals, state.ledger, request.params.id, now));
    },
  );
  reviewRoute('applications', (state, id, decision) =>
    reviewApplication(state.promotions, id, decision),
  );
  reviewRoute('tickets', (state, id, decision) => reviewTicket(state.rewards, id, decision.status));
}
