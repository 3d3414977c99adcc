import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLoginInfo, type LoginSession } from '@wl/core';
import { paths, routeNameOf } from '@wl/paths';
import { completeLogin, type LoginOutcomeContext } from './login-outcome.js';

export interface LoginContext {
  /** Signing in on the agent login page: agents only, then the agent centre. */
  onAgentPage: boolean;
  portal: 'player' | 'agent';
  loginInfo: LoginOutcomeContext['loginInfo'];
  /** Runs the login outcomes for a new session. */
  finish: (
    session: LoginSession,
    how: Pick<LoginOutcomeContext, 'password' | 'type'>,
  ) => Promise<void>;
}

/** The address a guarded route sent the visitor from to /login (location state `from`). */
function redirectedFrom(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/** Where the login window is and what follows a sign-in there. docs/product/accounts.md#login */
export function useLoginContext(): LoginContext {
  const location = useLocation();
  const navigate = useNavigate();
  const { data: loginInfo } = useLoginInfo();
  const route = routeNameOf(location.pathname);
  const onAgentPage = route === 'agent';
  const returnTo = route === 'login' ? (redirectedFrom(location.state) ?? paths.home()) : null;
  const finish = useCallback<LoginContext['finish']>(
    (session, how) =>
      completeLogin(session, {
        ...how,
        loginInfo,
        onAgentPage,
        returnTo,
        navigate: (to) => void navigate(to, { replace: true }),
      }),
    [loginInfo, onAgentPage, returnTo, navigate],
  );
  return { onAgentPage, portal: onAgentPage ? 'agent' : 'player', loginInfo, finish };
}
