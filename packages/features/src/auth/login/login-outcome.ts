import {
  refreshMemberInfo,
  useModalStore,
  useSessionStore,
  type LoginInfo,
  type LoginSession,
  type PasswordChangeReason,
} from '@wl/core';
import { paths } from '@wl/paths';

export interface LoginOutcomeContext {
  /** The password that was used (trimmed); empty for SMS and provider sign-ins. */
  password: string;
  type: 'username' | 'sms' | 'firebase';
  loginInfo: LoginInfo | undefined;
  onAgentPage: boolean;
  /** On /login: where to go once signed in (the guarded address that sent the visitor there, else home). */
  returnTo: string | null;
  navigate: (to: string) => void;
}

/**
 * Whether the new session must change its password first: the account's first sign-in, the
 * merchant's default weak password, or an expired one when the merchant forces a change; never
 * after an SMS or provider sign-in. docs/product/accounts.md#password-change-first
 */
export function mustChangePassword(
  session: LoginSession,
  context: LoginOutcomeContext,
): PasswordChangeReason | null {
  if (context.type !== 'username') return null;
  if (session.firstTimeLogin) return 'firstLogin';
  const defaultPassword = context.loginInfo?.defaultPassword;
  if (!!defaultPassword && context.password === defaultPassword) return 'defaultPassword';
  const expired = session.passwordExpired && context.loginInfo?.forcePasswordExpiryChange === true;
  return expired ? 'expired' : null;
}

/**
 * What follows a successful sign-in (the session is already stored, with its first-login flag for
 * the first-login popups): the login window closes (on /login the visitor goes on to where a
 * guarded route sent them from, else home); then either the change-password window opens,
 * or member info loads and a sign-in on the agent page goes on to the agent centre.
 * docs/product/accounts.md#login-outcomes
 */
export async function completeLogin(
  session: LoginSession,
  context: LoginOutcomeContext,
): Promise<void> {
  const modals = useModalStore.getState();
  // Leaving /login closes its window; closing it there instead would send the visitor home.
  if (context.returnTo !== null) context.navigate(context.returnTo);
  else modals.close('login');
  const reason = mustChangePassword(session, context);
  if (reason !== null) {
    // Held until changed: the window cannot be dismissed and the session reaches nothing else.
    useSessionStore.getState().requirePasswordChange(reason);
    modals.open('changePassword', { reason });
    return;
  }
  try {
    await refreshMemberInfo();
  } catch (error) {
    console.warn('Member info did not load after sign-in; the header loads it again.', error);
  }
  if (context.onAgentPage) context.navigate(paths.agentHome());
}
