import type { FastifyInstance } from 'fastify';
import type { TenantRegistry } from '@wl/tenant-config/node';
import { BackendError, requestParamError } from '../backend-error.js';
import { ERROR_WORDS, ok } from '@wl/api';
import type { MockStore } from '../state/mock-store.js';
import { findAccount } from '../state/accounts.js';
import { reviewRedemption } from '../state/points.js';
import { availableBalance } from '../state/wallet.js';
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
  /** Tells the owner's open sockets its balance after an operator's decision moved money. */
  const pushBalance = (state: ReturnType<MockStore['stateFor']>, owner: string): void => {
    const account = findAccount(state.accounts, owner);
    if (!account) return;
    store.events.push(state.tenantCode, account.username, 'wallet.balance', {
      sumBalance: availableBalance(state.wallet, state.ledger, account),
    });
  };
  reviewRoute('redemptions', (state, id, decision) => {
    const now = store.timeFor(state.tenantCode, new Date());
    const redemption = reviewRedemption(state.points, state.ledger, id, decision, now);
    const owner = state.points.redemptions.find((r) => r.redeemId === id)?.owner;
    if (owner !== undefined) pushBalance(state, owner);
    return redemption;
  });
  // A "not received" report upheld: the withdrawal's money goes back (docs/product/money.md#the-ledger).
  app.post<{ Params: { code: string; id: string } }>(
    '/tenants/:code/withdrawals/:id/reverse',
    (request) => {
      const tenant = tenants.get(request.params.code);
      if (!tenant) throw new BackendError(ERROR_WORDS.notFound, { httpStatus: 404 });
      const state = store.stateFor(tenant);
      const now = store.timeFor(tenant.code, new Date());
      const withdrawal = reverseWithdrawal(
        state.wallet.withdrawals,
        state.ledger,
        request.params.id,
        now,
      );
      const owner = state.wallet.withdrawals.records.find(
        (r) => r.transactionId === request.params.id,
      )?.owner;
      if (owner !== undefined) pushBalance(state, owner);
      return ok(withdrawal);
    },
  );
  reviewRoute('applications', (state, id, decision) =>
    reviewApplication(state.promotions, id, decision),
  );
  reviewRoute('tickets', (state, id, decision) => reviewTicket(state.rewards, id, decision.status));
}
