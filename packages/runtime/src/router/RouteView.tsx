import type { AppRoute } from '@wl/features';
import { TenantPage } from '../pages/TenantPage.js';
import { RequireAuth } from './RequireAuth.js';
import { RouteModal } from './RouteModal.js';

/** What a route shows: its tenant page, its modal, behind the guard when required. */
export function RouteView({ route }: { route: AppRoute }) {
  let content = <TenantPage key={route.page} name={route.page} titleKey={route.titleKey} />;
  if (route.modal) {
    content = (
      <>
        {content}
        <RouteModal id={route.modal} />
      </>
    );
  }
  if (!route.requiresAuth) return content;
  return <RequireAuth membersOnly={route.membersOnly}>{content}</RequireAuth>;
}
