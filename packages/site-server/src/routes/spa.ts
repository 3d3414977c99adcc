import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadAllWidgetSchemas } from '@wl/features';
import type { TenantConfig, TenantRegistry } from '@wl/tenant-config/node';
import { ERROR_WORDS, fail } from '@wl/contract';
import {
  API_PREFIXES,
  DEV_CONTROLS_PREFIX,
  FILE_PREFIXES,
  startsWithAny,
} from '../api-prefixes.js';
import { CachedFile } from '../cached-file.js';
import { CompressedPage } from '../compressed-page.js';
import { renderIndexHtml } from '../render-index-html.js';
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
 * Every request no route answered. Backend and dev paths get the JSON envelope 404; file paths a
 * plain 404; any other GET the runtime's index.html for the host's tenant (history-mode routing),
 * never cached by the browser, so a tenant's edited config shows on the next load. Sections reach
 * the browser with complete settings (every widget's schema defaults filled in).
 *
 * The page is rendered (and compressed) once per tenant and kept until the tenant's config or the
 * runtime build changes: the registry gives an edited tenant a new config object.
 */
export function registerSpaFallback(
  app: FastifyInstance,
  registry: TenantRegistry,
  distDir: string,
): void {
  const template = new CachedFile(join(distDir, 'index.html'), (text) => text);
  const widgetSchemas = loadAllWidgetSchemas();
  const rendered = new WeakMap<TenantConfig, RenderedPage>();

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
    let current: RenderedPage | undefined;
    try {
      const text = template.read();
      current = rendered.get(tenant);
      if (current?.template !== text) {
        const html = renderIndexHtml(text, tenant, await widgetSchemas);
        current = { template: text, page: new CompressedPage(html, 'text/html; charset=utf-8') };
        rendered.set(tenant, current);
      }
    } catch (error) {
      request.log.error({ err: error }, `cannot read ${template.path}`);
      return reply.code(503).type('text/plain; charset=utf-8').send('The site is not built yet.');
    }
    return current.page.send(request, reply.header('cache-control', 'no-store'));
  });
}
