import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { APP_ROUTES, consentChoiceInCookies, loadAllWidgetSchemas } from '@wl/features';
import { consentBannerMarkup } from '@wl/features/node';
import { toPublicConfig, type TenantConfig, type TenantRegistry } from '@wl/tenant-config/node';
import { ERROR_WORDS, fail } from '@wl/api';
import {
  API_PREFIXES,
  DEV_CONTROLS_PREFIX,
  FILE_PREFIXES,
  startsWithAny,
} from '../api-prefixes.js';
import { CachedFile } from '../cached-file.js';
import { CompressedPage } from '../compressed-page.js';
import { firstAnswersMarkup, firstAnswersOf } from '../first-answers.js';
import { KeptPages } from '../kept-pages.js';
import { publicAnswersOf } from '../public-answer.js';
import { VisitorPage } from '../visitor-page.js';
import { namedTagId, pagePolicy } from '../page-csp.js';
import { loaderFirstViewMarkup } from '../first-view-loader.js';
import { closedPageOf, firstViewOf, type FirstView } from '../first-view.js';
import type { IndexHeadOptions } from '../installable-app/head-tags.js';
import { renderIndexHtml } from '../render-index-html.js';
import { loadWidgetDeclarations, type ServedSite } from '../served-sections.js';
import { pageHead, type PageHead } from '../seo/page-head.js';
import { SiteTexts } from '../seo/site-texts.js';
import { replyUnknownSite } from '../unknown-site.js';

/** A last path segment with a file extension other than .html (e.g. /favicon.ico, /app.js). */
function looksLikeFile(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[a-z0-9]+$/i.test(last) && !/\.html?$/i.test(last);
}

/** A tenant's rendered index.html and the template it was rendered from. */
interface RenderedPage {
  template: string;
  page: CompressedPage;
}

/**
 * Renderings kept per tenant: one per route address and language (docs/product/seo.md), times the
 * first views, which change rarely; when full, a new set starts.
 */
const MAX_VARIANTS = 256;

/** The runtime loader's word for "Loading" (core dictionaries). */
const LOADING_TEXT_KEY = 'loader.loading';

/** Which rendering of a tenant's page: its head (route, language, host) and first view, if any. */
function variantKey(view: FirstView | undefined, head: PageHead, bare: boolean): string {
  return JSON.stringify([head, view ?? null, bare]);
}

/**
 * Every request no route answered. Backend and dev paths get the JSON envelope 404; file paths a
 * plain 404; any other GET the runtime's index.html for the host's tenant (history-mode routing),
 * never cached by the browser, so a tenant's edited config shows on the next load. Its head names
 * the page's title, description, language and addresses (docs/product/seo.md). Sections reach
 * the browser with complete settings (every widget's schema defaults filled in).
 *
 * A page whose first section draws a first view (a widget's `firstView`, e.g. the banner
 * carousel's first slide, asked of the backend for each request, `firstViewOf`) carries it, so
 * that the largest paint does not wait for the app; while the status closes the site, every
 * address carries the maintenance or blocked page drawn the same way; any other page carries the app's start-up
 * loader with the tenant's logo (`loaderFirstViewMarkup`). Every page carries the public answers
 * the app's first render needs (`firstAnswersOf`, kept a few seconds per tenant and language and
 * added to the kept rendering for each request), so the app starts without calls; with them, the calls its
 * sections declare (a widget's `firstAnswers`, e.g. a game list's first page), whose first images
 * are fetched first. Its Content-Security-Policy is its tenant's (`pagePolicy`: the image hosts and
 * the analytics tag the permission info names). The widgets' declarations are read once (`loadWidgetDeclarations`).
 *
 * The page is rendered (and compressed) once per tenant and first view, and kept until the
 * tenant's config or the runtime build changes: the registry gives an edited tenant a new config
 * object. With its answers, it is kept while they stay the same, a second at most (`KeptPages`),
 * so a page asked again is only filled with the visitor's address (`VisitorPage`).
 */
export function registerSpaFallback(
  app: FastifyInstance,
  registry: TenantRegistry,
  distDir: string,
  indexOptions: IndexHeadOptions = {},
): void {
  const template = new CachedFile(join(distDir, 'index.html'), (text) => text);
  const widgetSchemas = loadAllWidgetSchemas();
  const declarations = loadWidgetDeclarations();
  const texts = new SiteTexts();
  const keptPages = new KeptPages();
  const rendered = new WeakMap<TenantConfig, Map<string, RenderedPage>>();
  const servedSites = new WeakMap<TenantConfig, ServedSite>();
  const siteOf = async (tenant: TenantConfig): Promise<ServedSite> => {
    let site = servedSites.get(tenant);
    if (!site) {
      const { layout, pages } = toPublicConfig(tenant, await widgetSchemas);
      site = { layout, pages };
      servedSites.set(tenant, site);
    }
    return site;
  };

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (startsWithAny(path, [...API_PREFIXES, DEV_CONTROLS_PREFIX])) {
      return reply.code(404).send(fail(ERROR_WORDS.notFound));
    }
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      startsWithAny(path, FILE_PREFIXES) ||
      looksLikeFile(path)
    ) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const tenant = registry.resolveHost(request.headers.host ?? '');
    if (!tenant) return replyUnknownSite(reply);
    const publicAnswers = publicAnswersOf(app, tenant);
    // A visitor who has not answered a consent the tenant requires gets the banner in the page.
    const asksConsent =
      tenant.tenant.analytics?.consent === 'required' &&
      consentChoiceInCookies(request.headers.cookie) === null;
    const keptKey = `${request.headers.host ?? ''} ${request.url}${asksConsent ? ' asks-consent' : ''}`;
    const kept = keptPages.get(publicAnswers, keptKey);
    if (kept) return kept.send(request, reply);
    const revision = publicAnswers.revision;
    const head = pageHead(tenant, texts, request.url, request.headers.host);
    const [view, answers] = await Promise.all([siteOf(tenant), declarations])
      .then(([site, declarations]) => {
        const page = { app, request, tenant, site, path, declarations, language: head.language };
        const answers = firstAnswersOf(page);
        const view = firstViewOf(page, {
          text: (key) => texts.text(tenant, head.language, [key]),
          // the image host the answers name, which the app then keeps
          imageCdn: answers.then((found) => found?.answers.imageCdn).catch(() => undefined),
        });
        return Promise.all([view, answers]);
      })
      .catch(() => [undefined, undefined] as const);
    let current: RenderedPage | undefined;
    try {
      const text = template.read();
      const variants = rendered.get(tenant) ?? new Map<string, RenderedPage>();
      if (variants.size >= MAX_VARIANTS) variants.clear();
      rendered.set(tenant, variants);
      // the agent portal's pages draw the bare layout, without the aside's gutter
      const bare = APP_ROUTES.find((route) => route.path === path)?.layout === 'bare';
      const key = variantKey(view, head, bare);
      current = variants.get(key);
      if (current?.template !== text) {
        const loader = loaderFirstViewMarkup(
          tenant,
          texts.text(tenant, head.language, [LOADING_TEXT_KEY]),
        );
        const html = renderIndexHtml(text, tenant, await widgetSchemas, view, head, {
          ...indexOptions,
          loader,
          bare,
        });
        current = { template: text, page: new CompressedPage(html, 'text/html; charset=utf-8') };
        variants.set(key, current);
      }
    } catch (error) {
      request.log.error({ err: error }, `cannot read ${template.path}`);
      return reply.code(503).type('text/plain; charset=utf-8').send('The site is not built yet.');
    }
    const policy = pagePolicy(answers?.answers.answers['system.permission']);
    if (!answers) {
      reply.header('cache-control', 'no-store').header('content-security-policy', policy);
      return current.page.send(request, reply);
    }
    // The answers change every few seconds and name each visitor's address: the page with them
    // is kept as long as they stay the same (`KeptPages`) and filled in for each visitor.
    const permission = answers.answers.answers['system.permission'];
    // While the status closes the site (maintenance, blocked) the app never starts to take the
    // banner over: its buttons would stay unanswerable, so none is drawn.
    const open = closedPageOf(answers.answers.answers['system.status']) === undefined;
    const banner =
      asksConsent && open && namedTagId(permission) !== undefined
        ? consentBannerMarkup((key) => texts.text(tenant, head.language, [key]))
        : '';
    const withAnswers = current.page.text
      .replace(/<\/head>/i, () => `  ${firstAnswersMarkup(answers)}\n  </head>`)
      .replace(/<\/body>/i, () => `${banner}</body>`);
    const page = new VisitorPage(withAnswers, policy);
    keptPages.keep(publicAnswers, keptKey, page, revision);
    return page.send(request, reply);
  });
}
