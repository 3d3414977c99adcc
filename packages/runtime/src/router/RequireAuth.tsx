import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSessionStore } from '@wl/core';
import { paths } from '@wl/paths';

/** Where the visitor was going, kept in the location state of the redirect to /login. */
export interface LoginRedirectState {
  from: string;
}

/** A guarded route: without a stored token the visitor goes to /login. docs/product/routes.md#route-guard */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useSessionStore((state) => state.token);
  const location = useLocation();
  if (token === null) {
    const state: LoginRedirectState = {
      from: `${location.pathname}${location.search}${location.hash}`,
    };
    return <Navigate to={paths.login()} replace state={state} />;
  }
  return children;
}
