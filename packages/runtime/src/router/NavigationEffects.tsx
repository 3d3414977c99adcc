import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useGateState, useLoaderStore, useSessionStore, useTenant } from '@wl/core';
import { seoDescriptionKeys } from '@wl/tenant-config';
import { setPageDescription } from './page-description.js';
import type { LoginRedirectState } from './RequireAuth.js';
import { setSessionNoindex } from './session-noindex.js';
import { appRouteAt } from './route-match.js';

/**
 * After each navigation: the loader hides, the page goes back to the top when the route name
 * changes, and the document title and description name the page, in the current language, as
 * the site server wrote them for the first page (docs/product/seo.md#texts); a route whose gate is
 * closed is titled as not available. A page that needs a session, asked for without one (also the
 * login window it sends the visitor to), is marked `noindex` (docs/product/seo.md#pages-that-need-a-session).
 */
export function NavigationEffects() {
  const { t } = useTranslation();
  const { displayName } = useTenant();
  const location = useLocation();
  const route = appRouteAt(location.pathname);
  const name = route?.name;
  const previousName = useRef(name);

  useEffect(() => {
    useLoaderStore.getState().hide();
  }, [location]);

  useEffect(() => {
    if (previousName.current !== name) window.scrollTo(0, 0);
    previousName.current = name;
  }, [name]);

  const closed = useGateState(route?.modules) === 'closed';
  const title = route ? t(closed ? 'status.notAvailable.title' : route.titleKey) : '';
  useEffect(() => {
    document.title = title === '' ? displayName : `${title} | ${displayName}`;
  }, [title, displayName]);

  const description = route ? t(seoDescriptionKeys(route.name), { defaultValue: '' }) : '';
  useEffect(() => setPageDescription(description), [description]);

  const leavingTo = useSessionStore((state) => state.leavingTo);
  useEffect(() => {
    if (
      leavingTo !== null &&
      new URL(leavingTo, 'http://site.invalid').pathname === location.pathname
    )
      useSessionStore.getState().arrived();
  }, [leavingTo, location.pathname]);

  const signedOut = useSessionStore((state) => state.token === null);
  const sentFrom = (location.state as Partial<LoginRedirectState> | null)?.from;
  const needsSession = route?.requiresAuth === true || sentFrom !== undefined;
  useEffect(() => setSessionNoindex(signedOut && needsSession), [signedOut, needsSession]);

  return null;
}
