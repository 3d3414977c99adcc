import { toLoginSession, type LoginSession } from '../adapters/login-result.js';
import { useSessionStore } from '../stores/session-store.js';

/** Stores the session a sign-in answered (token, account type, first-login flag) and answers it. */
export function startSession(value: unknown): LoginSession {
  const session = toLoginSession(value);
  useSessionStore.getState().setSession(session.token, {
    type: session.type,
    firstTimeLogin: session.firstTimeLogin,
    ...(session.userName !== '' && { username: session.userName }),
  });
  return session;
}
