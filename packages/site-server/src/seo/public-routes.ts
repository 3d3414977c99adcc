import { isGateOpen } from '@wl/core/gates';
import { APP_ROUTES, type AppRoute } from '@wl/features';
import { GAME_CATEGORIES, type GameType, type TenantConfig } from '@wl/tenant-config/node';

/**
 * The game category of each category route: shown by a tenant only when its header menu lists
 * the category (docs/product/seo.md#public-pages).
 */
const CATEGORY_OF_ROUTE: ReadonlyMap<string, GameType> = new Map(
  GAME_CATEGORIES.map(({ route, type }) => [route, type]),
);

/** Routes whose page depends on something only the backend knows: never listed. */
const BACKEND_DEPENDENT: ReadonlySet<string> = new Set(['seamless']);

/**
 * A route no search engine should see: it needs a token, is the agent portal (bare layout) or
 * opens a window over another page (`/login`, `/register`).
 */
function isPrivateRoute(route: AppRoute): boolean {
  return route.requiresAuth || route.layout === 'bare' || route.modal !== undefined;
}

/**
 * Whether a route shows a signed-in member's or agent's own screen (it needs a token) and its gate
 * is open for this tenant: its HTML carries no `noindex`, because the runtime adds one while the
 * page is shown without a session, which is what a crawler gets; a signed-in visitor's page is
 * clean (docs/product/seo.md#pages-that-need-a-session).
 */
export function isSessionPageOf(tenant: TenantConfig, route: AppRoute): boolean {
  return route.requiresAuth && isGateOpen(route.modules, tenant.tenant.modules);
}

/**
 * Every address of the private routes that do not need a session (the agent portal's login, the
 * login and register windows), for robots.txt. Routes that need one are left open to crawlers so
 * that they read the `noindex` the runtime gives a page without a session: a crawler that may not
 * fetch a page never sees its `noindex`.
 */
export function privateAddresses(): string[] {
  return [
    ...new Set(
      APP_ROUTES.filter((route) => isPrivateRoute(route) && !route.requiresAuth).map(
        (route) => route.path,
      ),
    ),
  ];
}

/** Every address of the routes whose gate this tenant's `modules` close, for its robots.txt. */
export function closedAddresses(tenant: TenantConfig): string[] {
  return [
    ...new Set(
      APP_ROUTES.filter((route) => !isGateOpen(route.modules, tenant.tenant.modules)).map(
        (route) => route.path,
      ),
    ),
  ];
}

/** Whether the tenant's page of a route holds at least one section it shows. */
function pageShows(tenant: TenantConfig, route: AppRoute): boolean {
  const page = tenant.pages[route.page];
  return (
    page !== undefined &&
    page.order.some((id) => {
      const section = page.sections[id];
      return section !== undefined && section.disabled !== true;
    })
  );
}

/**
 * Whether a route is a public page of this tenant: listed in its sitemap, indexable. A route whose
 * gate the tenant's `modules` close (docs/architecture.md#gates) is not.
 */
export function isPublicRouteOf(tenant: TenantConfig, route: AppRoute): boolean {
  if (route.name === 'notFound' || isPrivateRoute(route) || BACKEND_DEPENDENT.has(route.name))
    return false;
  const category = CATEGORY_OF_ROUTE.get(route.name);
  if (category !== undefined && !tenant.menu.header.includes(category)) return false;
  if (!isGateOpen(route.modules, tenant.tenant.modules)) return false;
  return pageShows(tenant, route);
}

/** The address a route's page is known by: its first one, the one links use. */
export function canonicalAddress(route: AppRoute): string {
  return APP_ROUTES.find((candidate) => candidate.name === route.name)?.path ?? route.path;
}

/** The tenant's public pages, each by its first address. */
export function publicAddresses(tenant: TenantConfig): string[] {
  return APP_ROUTES.filter(
    (route) => route.path === canonicalAddress(route) && isPublicRouteOf(tenant, route),
  ).map((route) => route.path);
}

/** The route an address shows: a route's address (a trailing `/` ignored), else the not-found route. */
export function routeAt(path: string): AppRoute {
  const address = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return (
    APP_ROUTES.find((route) => route.path === address) ??
    (APP_ROUTES.find((route) => route.name === 'notFound') as AppRoute)
  );
}
