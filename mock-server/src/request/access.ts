import type { Access, EndpointId } from '@wl/api';
import { BackendError } from '../backend-error.js';
import { forbidden, unauthorized } from '../backend-error.js';
import { isAgentType, isTrialType } from '@wl/api';
import type { ActiveSession } from '../state/sessions.js';

/**
 * The API schema's access rule: public needs nothing; session any live token (trial included);
 * member a non-trial account; agent an agent type. No live token → 401 unauthorized; a live token
 * of the wrong account type → 403 forbidden.
 */
export function assertAccess(access: Access, session: ActiveSession | null): void {
  switch (access) {
    case 'public':
      return;
    case 'session':
      if (!session) throw unauthorized();
      return;
    case 'member':
      if (!session) throw unauthorized();
      if (isTrialType(session.type)) throw forbidden();
      return;
    case 'agent':
      if (!session) throw unauthorized();
      if (!isAgentType(session.type)) throw forbidden();
      return;
  }
}

/** The failure word of a call made before the required password change. */
export const PASSWORD_CHANGE_REQUIRED = 'password_change_required';

/** What a session that must change its password may still call. */
const DURING_PASSWORD_CHANGE: ReadonlySet<EndpointId> = new Set<EndpointId>([
  'member.changePassword',
  'session.logout',
]);

/**
 * A sign-in that must change its password (docs/product/accounts.md#password-change-first)
 * calls nothing but the change and logout: every other call needing a token is refused (403).
 */
export function assertNoPendingPasswordChange(
  endpoint: { id: string; access: Access },
  session: ActiveSession | null,
): void {
  if (!session?.passwordChange || endpoint.access === 'public') return;
  if (DURING_PASSWORD_CHANGE.has(endpoint.id as EndpointId)) return;
  throw new BackendError(PASSWORD_CHANGE_REQUIRED, { httpStatus: 403 });
}
