import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLoginInfo, type LoginSession } from '@wl/core';
import { routeNameOf } from '@wl/paths';
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

/** Where the login window is and what follows a sign-in there. docs/product/accounts.md#login */
export function useLoginContext(): LoginContext {
  const location = useLocation();
  const navigate = useNavigate();
  const { data: loginInfo } = useLoginInfo();
  const onAgentPage = routeNameOf(location.pathname) === 'agent';
  const finish = useCallback<LoginContext['finish']>(
    (session, how) =>
      completeLogin(session, {
        ...how,
        loginInfo,
        onAgentPage,
        navigate: (to) => void navigate(to),
      }),
    [loginInfo, onAgentPage, navigate],
  );
  return { onAgentPage, portal: onAgentPage ? 'agent' : 'player', loginInfo, finish };
}
