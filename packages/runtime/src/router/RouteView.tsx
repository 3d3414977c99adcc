import { NotFound } from '../pages/NotFound.js';
import { TenantPage } from '../pages/TenantPage.js';
import { LazySection } from '../sections/LazySection.js';
import { RequireAuth } from './RequireAuth.js';
import { RouteModal } from './RouteModal.js';
import type { AppRoute } from './routes.js';

/** What a route shows: its section or tenant page, its modal, behind the guard when required. */
export function RouteView({ route }: { route: AppRoute }) {
  let content = route.section ? (
    <LazySection key={route.section} name={route.section} titleKey={route.titleKey} />
  ) : route.page ? (
    <TenantPage name={route.page} titleKey={route.titleKey} />
  ) : (
    <NotFound />
  );
  if (route.modal) {
    content = (
      <>
        {content}
        <RouteModal id={route.modal} />
      </>
    );
  }
  return route.requiresAuth ? <RequireAuth>{content}</RequireAuth> : content;
}
