import { useGateState } from '@wl/core';
import type { AppRoute } from '@wl/features';
import { PageLoader, TenantPage } from '../pages/TenantPage.js';
import { RequireAuth } from './RequireAuth.js';
import { RouteModal } from './RouteModal.js';

/**
 * What a route shows: its tenant page, its modal, behind the guard when required. A route whose
 * gate is closed shows the not-available page instead (docs/architecture.md#gates); while the
 * whitelabel answer that decides it is awaited, the page loader.
 */
export function RouteView({ route }: { route: AppRoute }) {
  const gate = useGateState(route.modules);
  if (gate === 'closed')
    return (
      <TenantPage key="notAvailable" name="notAvailable" titleKey="status.notAvailable.title" />
    );
  if (gate === 'pending') return <PageLoader />;
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
