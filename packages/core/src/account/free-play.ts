import type { LoginSession } from '../adapters/login-result.js';
import { callEndpoint } from '../api/call-endpoint.js';
import { forgetRememberedPassword } from '../session/remembered-password.js';
import { useModalStore } from '../stores/modal-store.js';
import { startSession } from './start-session.js';
import { visitorOs } from './visitor-os.js';

/**
 * Free play (docs/product/accounts.md#free-play): a trial account is made and signed in, the
 * remembered password is forgotten and every modal closes. The caller then goes home. A refusal
 * rejects with the call's ApiError and leaves the session as it was.
 */
export async function startFreePlay(): Promise<LoginSession> {
  const value = await callEndpoint('session.freePlay', {
    body: { os: visitorOs(), platform: 'W' },
  });
  const session = startSession(value);
  forgetRememberedPassword();
  useModalStore.getState().closeAll();
  return session;
}
