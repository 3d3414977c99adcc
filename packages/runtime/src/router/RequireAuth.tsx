import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useRequireMember, useSessionStore } from '@wl/core';
import { paths } from '@wl/paths';

/** Where the visitor was going, kept in the location state of the redirect to /login. */
export interface LoginRedirectState {
  from: string;
}

/** A trial account on a member route: the register-first notice, over the home page. */
function TrialTurnedAway() {
  const requireMember = useRequireMember();
  useEffect(() => {
    requireMember();
  }, [requireMember]);
  return <Navigate to={paths.home()} replace />;
}

/**
 * A guarded route: without a stored token the visitor goes to /login (or, when a sign-out has just
 * ended the session here, where the sign-out goes); on a members-only route a
 * trial account is told to register first and goes home; a sign-in that must change its password
 * goes home, where the change window is open. docs/product/routes.md#route-guard
 */
export function RequireAuth({
  membersOnly = false,
  children,
}: {
  membersOnly?: boolean;
  children: ReactNode;
}) {
  const token = useSessionStore((state) => state.token);
  const isTrial = useSessionStore((state) => state.isTrial);
  const passwordChange = useSessionStore((state) => state.passwordChange);
  const leavingTo = useSessionStore((state) => state.leavingTo);
  const location = useLocation();
  // Signed out here: on to where the sign-out goes, not to the login window.
  if (token === null && leavingTo !== null) return <Navigate to={leavingTo} replace />;
  if (token === null) {
    const state: LoginRedirectState = {
      from: `${location.pathname}${location.search}${location.hash}`,
    };
    return <Navigate to={paths.login()} replace state={state} />;
  }
  if (membersOnly && isTrial) return <TrialTurnedAway />;
  // A sign-in that must change its password reaches no guarded page until it has
  // (docs/product/accounts.md#password-change-first); the change window stays open at home.
  if (passwordChange !== null) return <Navigate to={paths.home()} replace />;
  return children;
}
