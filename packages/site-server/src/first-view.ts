import { CENTRE_PAGES } from '@wl/features';
import { isGateOpen } from '@wl/core/gates';
import {
  normalizeSystemStatus,
  statusPageConfig,
  statusPageOf,
  tenantAllowsModule,
} from '@wl/core/first-answers';
import {
  escapeHtml,
  type FirstViewDeclaration,
  type FirstViewMarkup,
  type FirstViewPage,
} from '@wl/widgets/server';
import { VISITOR_ADDRESS } from './first-answers.js';
import { askPublicAnswer, deadlineAfter, imageHref } from './public-answer.js';
import {
  pageAskOf,
  shownSections,
  type ServedSection,
  type PageRequest,
  type WidgetDeclarations,
} from './served-sections.js';

/** How long the answer a first view shows may take before the page goes out without it. */
const FIRST_VIEW_TIMEOUT_MS = 300;

/** The first view of a page: its markup inside `#root` and the images its head fetches first. */
export interface FirstView {
  markup: string;
  preload: readonly string[];
}

/** A section shown above the drawn one, and the height it holds. */
interface AboveSection {
  section: ServedSection;
  height: string;
}

/** The section a first view draws, and the sections above it. */
interface DrawnSection {
  section: ServedSection;
  declaration: FirstViewDeclaration<Record<string, unknown>>;
  above: AboveSection[];
}

/**
 * The space a section of fixed height holds (also the app's, `PageRenderer`'s placeholder), with
 * what its widget draws inside it for every visitor (`aboveView`), or empty.
 */
function placeholderMarkup(
  { section, height }: AboveSection,
  servers: WidgetDeclarations['servers'],
  page: FirstViewPage,
): string {
  let inside: string | undefined;
  try {
    inside = servers.get(section.type)?.aboveView?.(section.settings ?? {}, page);
  } catch {
    inside = undefined;
  }
  return `<div data-section-placeholder="${escapeHtml(section.type)}" style="height:${escapeHtml(height)}">${inside ?? ''}</div>`;
}

/**
 * The first section of the page whose widget draws a first view (`firstView` in its server
 * declarations), when every section shown above it (the layout's header group, then the page's)
 * has a declared placeholder height, so the drawn section stands where the page will show it.
 */
function drawnSectionOf(
  sections: readonly ServedSection[],
  { definitions, servers }: WidgetDeclarations,
): DrawnSection | undefined {
  const above: AboveSection[] = [];
  for (const section of sections) {
    const declaration = servers.get(section.type)?.firstView;
    if (declaration) return { section, declaration, above };
    const height = definitions.get(section.type)?.placeholderHeight;
    if (height === undefined) return undefined;
    above.push({ section, height });
  }
  return undefined;
}

/** The section's first paint; none when it cannot draw itself from the answer. */
function drawnView(
  { declaration }: DrawnSection,
  settings: Record<string, unknown>,
  value: unknown,
  page: FirstViewPage,
): FirstViewMarkup | undefined {
  try {
    return declaration.render(settings, value, page);
  } catch {
    return undefined;
  }
}

/** What a first view draws with besides its answer (see `FirstViewPage`). */
export interface FirstViewTools {
  /** A text of the page's language by key ('' when there is none). */
  text: (key: string) => string;
  /** The image host the page keeps (its first answers name it), when there is one. */
  imageCdn: Promise<string | undefined>;
}

/**
 * What a first view may show of the page besides its answer: its texts, images, modules and site.
 * The visitor's address is `VISITOR_ADDRESS`, which each answer fills with its visitor's own
 * (`VisitorPage`), since a page is kept for every visitor.
 */
function drawnPageOf(
  request: PageRequest,
  tools: FirstViewTools,
  imageCdn: string | undefined,
): FirstViewPage {
  const { context } = pageAskOf(request);
  const { tenant } = request;
  return {
    ...context,
    text: (key, values = {}) =>
      tools.text(key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => values[name] ?? ''),
    image: (address) => imageHref(address, imageCdn),
    moduleOn: (modId) => tenantAllowsModule(tenant.tenant.modules, modId),
    centrePages: (centre) =>
      CENTRE_PAGES.filter(
        (page) => page.centres.includes(centre) && isGateOpen(page.module, tenant.tenant.modules),
      ),
    site: {
      displayName: tenant.tenant.displayName,
      logo: tenant.theme.logo,
      customerServiceUrl: tenant.tenant.customerService.url,
    },
    param: (name) =>
      new URL(request.request.url, 'http://page').searchParams.get(name) ?? undefined,
    host: request.request.headers.host ?? '',
    visitorIp: VISITOR_ADDRESS,
  };
}

/** The page a closed site shows instead of every route (maintenance, blocked), or none. */
export function closedPageOf(status: unknown): 'maintenance' | 'blocked' | undefined {
  try {
    return statusPageOf(normalizeSystemStatus(status).status);
  } catch {
    return undefined;
  }
}

/**
 * The first view of the page at `path` for a visitor without a session, in the page's language
 * (the tenant's default unless told): the space of the sections above, then the section that
 * draws one, from its settings and the public answer it declares, asked of this site's own
 * backend paths (the mock or the upstream) exactly as the runtime asks it, with the page's texts
 * and its images on the host its first answers name (`tools`). While the status the server holds
 * closes the site (maintenance, blocked), it is that status page, whatever the address, as the
 * app will show it: drawn here, it shows before any of the app's code arrives. None when no
 * section draws one, the call fails or is slow, or the section cannot draw itself from the answer.
 */
export async function firstViewOf(
  request: PageRequest,
  tools: FirstViewTools,
): Promise<FirstView | undefined> {
  const { asker, context, drawnSections: page } = pageAskOf(request);
  const { deadline, clear } = deadlineAfter(FIRST_VIEW_TIMEOUT_MS);
  // The answer a section draws from (none without a call); undefined when its call failed.
  const ask = async (drawn: DrawnSection): Promise<{ value: unknown } | undefined> => {
    const call = drawn.declaration.call?.(drawn.section.settings ?? {}, context);
    if (!call) return { value: undefined };
    const value = await askPublicAnswer(asker, call.id, call.query, deadline);
    return value === undefined ? undefined : { value };
  };
  try {
    const status = askPublicAnswer(asker, 'system.status', undefined, deadline);
    const plain = page && drawnSectionOf([...page.header, ...page.page], request.declarations);
    // asked alongside the status, which is most often normal
    const plainValue = plain && ask(plain);
    const closed = closedPageOf(await status);
    const drawn = closed
      ? drawnSectionOf(
          shownSections(statusPageConfig(request.site.pages, closed)),
          request.declarations,
        )
      : plain;
    if (!drawn) return undefined;
    const answer = drawn === plain ? await plainValue : await ask(drawn);
    if (answer === undefined) return undefined;
    const settings = drawn.section.settings ?? {};
    const imageCdn = await tools.imageCdn;
    const drawnPage = drawnPageOf(request, tools, imageCdn);
    const view = drawnView(drawn, settings, answer.value, drawnPage);
    if (!view) return undefined;
    const above = drawn.above.map((section) =>
      placeholderMarkup(section, request.declarations.servers, drawnPage),
    );
    return {
      markup: `<div data-first-view aria-hidden="true">${above.join('')}${view.markup}</div>`,
      preload: view.preload,
    };
  } finally {
    clear();
  }
}
