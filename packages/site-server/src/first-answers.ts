import { ENDPOINTS, type EndpointId, type ModuleNode } from '@wl/api';
import {
  enabledModulesOf,
  FIRST_ANSWER_IDS,
  FIRST_ANSWERS_ELEMENT_ID,
  normalizeSystemStatus,
  tenantAllowsModule,
  type FirstAnswerId,
  type FirstAnswers,
} from '@wl/core/first-answers';
import type { TenantConfig } from '@wl/tenant-config/node';
import type { FirstAnswersDeclaration, PublicCall, ServedPage } from '@wl/widgets/server';
import { inlineJson } from './inline-json.js';
import { askPublicAnswer, deadlineAfter, imageHref, imagePreloadTag } from './public-answer.js';
import {
  pageAskOf,
  type ServedSection,
  type PageRequest,
  type WidgetDeclarations,
} from './served-sections.js';

/**
 * What stands for the visitor's address in the answers (the status `ip`, the permission info's
 * `location.ip`): the page puts each visitor's own in its place (`VisitorPage`).
 */
export const VISITOR_ADDRESS = 'wl-visitor-address';

/** How long the first answers may take, all together, before the page goes out without them. */
const FIRST_ANSWERS_TIMEOUT_MS = 300;

/**
 * The start-up answers that depend on who asks (a region block is the visitor's own): kept for
 * every visitor of the tenant all the same, so the page marks them and the app asks them again
 * at once.
 */
const PER_VISITOR_ANSWERS: readonly FirstAnswerId[] = ['system.status'];

/** The first answers of a page and the images they make its largest paint. */
export interface PageAnswers {
  answers: FirstAnswers;
  /** Image addresses to fetch first: those the sections show first, as the app will ask them. */
  images: string[];
}

/** A call a section of the page declares, with the declaration and settings it came from. */
interface SectionCall {
  call: PublicCall;
  declaration: FirstAnswersDeclaration<Record<string, unknown>>;
  settings: Record<string, unknown>;
}

/**
 * The calls the page's sections declare (`firstAnswers` in their widgets' server declarations),
 * each once, of modules the tenant has: the calls their first render makes.
 */
function sectionCallsOf(
  sections: readonly ServedSection[],
  { servers }: WidgetDeclarations,
  tenant: TenantConfig,
  page: ServedPage,
): SectionCall[] {
  const calls: SectionCall[] = [];
  const seen = new Set<string>();
  for (const section of sections) {
    const declaration = servers.get(section.type)?.firstAnswers;
    if (!declaration) continue;
    const settings = section.settings ?? {};
    let declared: readonly PublicCall[];
    try {
      declared = declaration.calls(settings, page);
    } catch {
      continue;
    }
    for (const call of declared) {
      const key = JSON.stringify([call.id, call.query ?? null]);
      const module = ENDPOINTS[call.id].module;
      if (seen.has(key) || (module !== null && !tenantAllowsModule(tenant.tenant.modules, module)))
        continue;
      seen.add(key);
      calls.push({ call, declaration, settings });
    }
  }
  return calls;
}

/** A random entry of `hosts`, as the app picks one (packages/core/src/games/cdn.ts). */
function pickHost(hosts: readonly string[]): string | undefined {
  return hosts[Math.floor(Math.random() * hosts.length)];
}

/** The first images a section shows from `value`, resolved as the app resolves them. */
function preloadedImages(
  { declaration, settings }: SectionCall,
  value: unknown,
  imageCdn: string | undefined,
  images: string[],
): void {
  const wanted = declaration.preloadedImages ?? 0;
  if (wanted === 0 || !declaration.images) return;
  let taken = 0;
  try {
    for (const image of declaration.images(value, settings)) {
      const href = imageHref(image, imageCdn);
      if (href === undefined || images.includes(href)) continue;
      images.push(href);
      taken += 1;
      if (taken === wanted) return;
    }
  } catch {
    // an answer the section cannot read: no image of it is fetched first
  }
}

/**
 * The public answers the app needs for its first render of the page at `path`, asked of this
 * site's own backend paths (the mock or the upstream) as the runtime asks them (the tenant's
 * merchant, the page's language, no token, no cookie) and kept a few seconds for every visitor
 * of the tenant and language (`askPublicAnswer`); where the status and the permission info name an
 * address, they name `VISITOR_ADDRESS` (each visitor's own is filled in as the page is sent), and
 * the answers that depend on the visitor are marked for the app to ask again. Every page gets the
 * system status, the whitelabel modules and the permission info; a plain page also the calls its
 * sections declare (asked alongside when the tenant has their module; kept when the status is
 * normal and the backend has the module on), and the first images those answers show. What is
 * not there within 300 ms, or failed, is left out (the app then asks itself). docs/performance.md#what-was-done-for-the-first-view
 */
export async function firstAnswersOf(request: PageRequest): Promise<PageAnswers | undefined> {
  const { tenant, declarations } = request;
  const { language, asker, context, sections: page } = pageAskOf(request);
  const { deadline, clear } = deadlineAfter(FIRST_ANSWERS_TIMEOUT_MS);
  const ask = (id: EndpointId, query?: PublicCall['query']): Promise<unknown> =>
    askPublicAnswer(asker, id, query, deadline);
  try {
    const sectionCalls = page
      ? sectionCallsOf([...page.header, ...page.page], declarations, tenant, context)
      : [];
    const [values, sectionValues] = await Promise.all([
      Promise.all(FIRST_ANSWER_IDS.map((id) => ask(id))),
      Promise.all(sectionCalls.map(({ call }) => ask(call.id, call.query))),
    ]);
    const answers: FirstAnswers = { language, answers: {} };
    FIRST_ANSWER_IDS.forEach((id, index) => {
      if (values[index] !== undefined) answers.answers[id] = values[index];
    });
    const perVisitor = PER_VISITOR_ANSWERS.filter((id) => id in answers.answers);
    if (perVisitor.length > 0) answers.perVisitor = perVisitor;
    // Kept for every visitor: the addresses they name are each visitor's own (`VISITOR_ADDRESS`).
    const visitor = VISITOR_ADDRESS;
    const shownStatus = answers.answers['system.status'];
    if (isRecord(shownStatus) && typeof shownStatus.ip === 'string')
      answers.answers['system.status'] = { ...shownStatus, ip: visitor };
    const shownPermission = answers.answers['system.permission'];
    if (isRecord(shownPermission) && isRecord(shownPermission.location))
      answers.answers['system.permission'] = {
        ...shownPermission,
        location: { ...shownPermission.location, ip: visitor },
      };
    const [status, tree, permission] = values;
    const hosts = (permission as { imageCDNs?: unknown } | undefined)?.imageCDNs;
    const imageCdn = Array.isArray(hosts)
      ? pickHost(hosts.filter((host) => typeof host === 'string'))
      : undefined;
    if (imageCdn !== undefined) answers.imageCdn = imageCdn;
    // A section's answer is kept only when the status is normal and the backend has its module
    // on too, as the app would have asked it.
    const modules =
      Array.isArray(tree) && isNormal(status)
        ? enabledModulesOf(tree as ModuleNode[], tenant.tenant.modules)
        : undefined;
    const images: string[] = [];
    sectionCalls.forEach((sectionCall, index) => {
      const value = sectionValues[index];
      const module = ENDPOINTS[sectionCall.call.id].module;
      if (value === undefined || !modules || (module !== null && modules[module] !== true)) return;
      const { id, query } = sectionCall.call;
      (answers.calls ??= []).push({ id, ...(query && { query }), value });
      preloadedImages(sectionCall, value, imageCdn, images);
    });
    if (Object.keys(answers.answers).length === 0) return undefined;
    return { answers, images };
  } finally {
    clear();
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNormal(status: unknown): boolean {
  try {
    return normalizeSystemStatus(status).status === 0;
  } catch {
    return false;
  }
}

/**
 * The head elements of the first answers: the images to fetch first and the answers as a JSON
 * block the browser never runs (the CSP is unchanged), read by the runtime at start-up.
 */
export function firstAnswersMarkup({ answers, images }: PageAnswers): string {
  return [
    ...images.map(imagePreloadTag),
    `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${inlineJson(answers)}</script>`,
  ].join('\n    ');
}
