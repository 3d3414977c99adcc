import { ALL_WIDGETS, APP_ROUTES } from '@wl/features';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LanguageCode, PublicTenantConfig, TenantConfig } from '@wl/tenant-config/node';
import type { AnyWidgetDefinition } from '@wl/widgets/definitions';
import { loadWidgetServers, type WidgetServer } from '@wl/widgets/server';

/** A tenant's layout and pages with complete settings (as the browser gets them). */
export type ServedSite = Pick<PublicTenantConfig, 'layout' | 'pages'>;

/** A page or layout group: its sections by id and their order. */
export type SectionGroup = ServedSite['pages'][string];

/** One section of a page or layout group. */
export type ServedSection = SectionGroup['sections'][string];

/**
 * What the widgets declare for the server (docs/architecture.md#widgets): each definition, by
 * type, and the server declarations of those that have some. The site server reads these and
 * names no widget type.
 */
export interface WidgetDeclarations {
  definitions: ReadonlyMap<string, AnyWidgetDefinition>;
  servers: ReadonlyMap<string, WidgetServer>;
}

/** The declarations of `widgets` (every widget of the app unless told), loaded once. */
export async function loadWidgetDeclarations(
  widgets: readonly AnyWidgetDefinition[] = ALL_WIDGETS,
): Promise<WidgetDeclarations> {
  return {
    definitions: new Map(widgets.map((definition) => [definition.type, definition])),
    servers: await loadWidgetServers(widgets),
  };
}

/**
 * The sections above the main content and the page at `path`, in the order they are shown, when
 * its route is a plain page: the layout's header group (none in the bare layout of the agent
 * portal), then the page; no window over it, and no guard unless `guarded` allows one. Only such
 * a page gets a first view (guarded or not: what a first view draws is public, the same for every
 * visitor) or first answers (not guarded: the app uses them only without a session) drawn by the
 * server.
 */
export function plainPageOf(
  site: ServedSite,
  path: string,
  guarded = false,
): { header: ServedSection[]; page: ServedSection[] } | undefined {
  const route = APP_ROUTES.find((candidate) => candidate.path === path);
  if (!route || route.modal || (route.requiresAuth && !guarded)) return undefined;
  const page = site.pages[route.page];
  if (!page) return undefined;
  const header = route.layout === 'normal' ? shownSections(site.layout.header) : [];
  return { header, page: shownSections(page) };
}

/** The sections of a page or layout group that are shown, in order. */
export function shownSections(group: SectionGroup): ServedSection[] {
  return group.order.flatMap((id) => {
    const section = group.sections[id];
    return section === undefined || section.disabled === true ? [] : [section];
  });
}

/** A page the site server answers for a visitor, with what answering it needs. */
export interface PageRequest {
  app: FastifyInstance;
  request: FastifyRequest;
  tenant: TenantConfig;
  site: ServedSite;
  path: string;
  declarations: WidgetDeclarations;
  /** The page's language; the tenant's default unless told. */
  language?: LanguageCode | undefined;
}

/**
 * What answering a page request starts from: the page's language, the asker of its public
 * answers, the context its sections' calls are made in, and the page's sections (none for a page
 * the site does not draw by itself).
 */
export function pageAskOf(page: PageRequest) {
  const { app, request, tenant } = page;
  const language = page.language ?? tenant.tenant.languages.default;
  return {
    language,
    asker: { app, request, tenant, language },
    context: { language, merchant: tenant.tenant.merchantCode },
    sections: plainPageOf(page.site, page.path),
    /** The sections a first view may draw from: those of a guarded page too. */
    drawnSections: plainPageOf(page.site, page.path, true),
  };
}
