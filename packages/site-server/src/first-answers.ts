import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ENDPOINTS, type EndpointId, type GamesListQuery, type ModuleNode } from '@wl/contract';
import {
  enabledModulesOf,
  FIRST_ANSWER_IDS,
  FIRST_ANSWERS_ELEMENT_ID,
  normalizeSystemStatus,
  resolveOnCdn,
  tenantAllowsModule,
  toGamePage,
  type FirstAnswers,
} from '@wl/core/first-answers';
import { firstGameListQuery } from '@wl/features';
import type { LanguageCode, TenantConfig } from '@wl/tenant-config/node';
import { inlineJson } from './inline-json.js';
import {
  askPublicAnswer,
  deadlineAfter,
  imagePreloadTag,
  plainPageOf,
  type Pages,
} from './public-answer.js';

/** How long the first answers may take, all together, before the page goes out without them. */
const FIRST_ANSWERS_TIMEOUT_MS = 300;

/** How many of the list's first game images are fetched first (a phone's first row). */
const PRELOADED_GAME_IMAGES = 2;

/** The first answers of a page and the images they make its largest paint. */
export interface PageAnswers {
  answers: FirstAnswers;
  /** Image addresses to fetch first: the list's first games, as the app will ask for them. */
  images: string[];
}

/** The game type of the page's game list, when the route is a plain page that shows one. */
function gameListTypeOf(pages: Pages, path: string): GamesListQuery['gameType'] | undefined {
  const page = plainPageOf(pages, path);
  if (!page) return undefined;
  for (const id of page.order) {
    const section = page.sections[id];
    if (!section || section.disabled === true || section.type !== 'game-list') continue;
    const { gameType } = section.settings as { gameType?: unknown };
    return gameType === 'RNG' || gameType === 'FISH' || gameType === 'PVP' ? gameType : undefined;
  }
  return undefined;
}

/** A random entry of `hosts`, as the app picks one (packages/core/src/games/cdn.ts). */
function pickHost(hosts: readonly string[]): string | undefined {
  return hosts[Math.floor(Math.random() * hosts.length)];
}

/** An address as `<link href>` gives it: the path when it is on this site, else absolute. */
const THIS_SITE = 'http://this-site.invalid';
function imageHref(icon: string, cdn: string | undefined): string | undefined {
  const url = resolveOnCdn(icon, cdn, THIS_SITE);
  if (url === undefined) return undefined;
  return url.startsWith(`${THIS_SITE}/`) ? url.slice(THIS_SITE.length) : url;
}

/**
 * The public answers the app needs for its first render of the page at `path`, asked of this
 * site's own backend paths (the mock or the upstream) exactly as the runtime asks them: the
 * tenant's merchant, the page's language, no token, no cookie, the visitor's address as the
 * proxy forwards it (the status and the permission info depend on it). Every page gets the
 * system status, the whitelabel modules and the permission info; a game list page also the first
 * page of its list (asked alongside when the tenant has the list's module; kept when the status is
 * normal and the backend has the module on). What is not there
 * within 300 ms, or failed, is left out (the app then asks itself). Nothing is kept between
 * requests. docs/performance.md#what-was-done-for-the-first-view
 */
export async function firstAnswersOf(
  app: FastifyInstance,
  request: FastifyRequest,
  tenant: TenantConfig,
  pages: Pages,
  path: string,
  language: LanguageCode = tenant.tenant.languages.default,
): Promise<PageAnswers | undefined> {
  const { deadline, clear } = deadlineAfter(FIRST_ANSWERS_TIMEOUT_MS);
  const asker = { app, request, tenant, language };
  const ask = (id: EndpointId, query?: Record<string, string | number>): Promise<unknown> =>
    askPublicAnswer(asker, id, query, deadline);
  try {
    // The list is asked alongside (when the tenant has its module), and kept only when the
    // status is normal and the backend has the module on too, as the app would have asked it.
    const gameType = gameListTypeOf(pages, path);
    const module = ENDPOINTS['games.list'].module;
    const asked = gameType === undefined ? undefined : firstGameListQuery(gameType);
    const query: GamesListQuery | undefined =
      asked && (module === null || tenantAllowsModule(tenant.tenant.modules, module))
        ? { ...asked, merchant: tenant.tenant.merchantCode }
        : undefined;
    const [values, list] = await Promise.all([
      Promise.all(FIRST_ANSWER_IDS.map((id) => ask(id))),
      query && ask('games.list', query as unknown as Record<string, string | number>),
    ]);
    const answers: FirstAnswers = { language, answers: {} };
    FIRST_ANSWER_IDS.forEach((id, index) => {
      if (values[index] !== undefined) answers.answers[id] = values[index];
    });
    const [status, tree, permission] = values;
    const hosts = (permission as { imageCDNs?: unknown } | undefined)?.imageCDNs;
    const imageCdn = Array.isArray(hosts)
      ? pickHost(hosts.filter((host) => typeof host === 'string'))
      : undefined;
    if (imageCdn !== undefined) answers.imageCdn = imageCdn;
    const images: string[] = [];
    const listOn =
      Array.isArray(tree) &&
      (module === null ||
        enabledModulesOf(tree as ModuleNode[], tenant.tenant.modules)[module] === true) &&
      isNormal(status);
    if (query && asked && list !== undefined && listOn) {
      answers.gameList = { query, value: list };
      for (const game of toGamePage(list, asked).games) {
        const href = game.icon ? imageHref(game.icon, imageCdn) : undefined;
        if (href !== undefined && !images.includes(href)) images.push(href);
        if (images.length === PRELOADED_GAME_IMAGES) break;
      }
    }
    if (Object.keys(answers.answers).length === 0) return undefined;
    return { answers, images };
  } finally {
    clear();
  }
}

function isNormal(status: unknown): boolean {
  try {
    return normalizeSystemStatus(status).status === 0;
  } catch {
    return false;
  }
}

/**
 * The head elements of the first answers: the game images to fetch first and the answers as a
 * JSON block the browser never runs (the CSP is unchanged), read by the runtime at start-up.
 */
export function firstAnswersMarkup({ answers, images }: PageAnswers): string {
  return [
    ...images.map(imagePreloadTag),
    `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${inlineJson(answers)}</script>`,
  ].join('\n    ');
}
