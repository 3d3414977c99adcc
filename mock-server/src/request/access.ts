import type { Access } from '@wl/contract';
import { forbidden, unauthorized } from '../backend-error.js';
import { isAgentType, isTrialType } from '@wl/contract';
import type { ActiveSession } from '../state/sessions.js';

/**
 * The contract's access rule: public needs nothing; session any live token (trial included);
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
