import { useModalStore } from '../stores/modal-store.js';
import { useSessionStore } from '../stores/session-store.js';

/** Who the member gate turned away, or null for a member or agent who may go on. */
export type MemberGateOutcome = 'login' | 'passwordChange' | 'trial' | null;

/**
 * The one gate before every member feature and every launch (docs/product/accounts.md#trial-users):
 * a visitor gets the login window; a sign-in that must change its password the change window
 * (docs/product/accounts.md#password-change-first); a trial account the "Please Register An
 * Account First" window with its Register action. Answers who was turned away, null to go on.
 */
export function memberGate(): MemberGateOutcome {
  const session = useSessionStore.getState();
  const modals = useModalStore.getState();
  if (!session.isLogin) {
    modals.open('login');
    return 'login';
  }
  if (session.passwordChange !== null) {
    modals.open('changePassword', { reason: session.passwordChange });
    return 'passwordChange';
  }
  if (session.isTrial) {
    modals.open('registerFirst');
    return 'trial';
  }
  return null;
}
