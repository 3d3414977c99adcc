import type { FastifyInstance } from 'fastify';
import { ERROR_WORDS, ok } from '@wl/api';
import type { TenantRegistry } from '@wl/tenant-config/node';
import { BackendError, requestParamError } from '../backend-error.js';
import { findAccount } from '../state/accounts.js';
import { deliverMessage } from '../state/inbox.js';
import type { MockStore } from '../state/mock-store.js';

interface NewMessage {
  username?: unknown;
  title?: unknown;
  content?: unknown;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * `POST /__dev/tenants/:code/inbox` `{ username, title, content }`: delivers a message to an
 * account, as the operator's back office would; its open event sockets get the new unread count.
 */
export function registerInboxRoutes(
  app: FastifyInstance,
  { tenants, store }: { tenants: TenantRegistry; store: MockStore },
): void {
  app.post<{ Params: { code: string }; Body: NewMessage | null }>(
    '/tenants/:code/inbox',
    (request) => {
      const tenant = tenants.get(request.params.code);
      if (!tenant) throw new BackendError(ERROR_WORDS.notFound, { httpStatus: 404 });
      const { username, title, content } = request.body ?? {};
      if (!isText(username) || !isText(title) || typeof content !== 'string')
        throw requestParamError();
      const state = store.stateFor(tenant);
      const account = findAccount(state.accounts, username);
      if (!account) throw requestParamError();
      const message = deliverMessage(
        state.content,
        { username: account.username, title, content },
        new Date(),
        store.events.forTenant(tenant.code),
      );
      return ok({ id: message.id });
    },
  );
}
