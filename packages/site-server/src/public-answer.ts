import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ENDPOINTS, type EndpointId } from '@wl/api';
import { resolveOnCdn } from '@wl/core/first-answers';
import type { LanguageCode, TenantConfig } from '@wl/tenant-config/node';
import { escapeHtml, type PublicCall } from '@wl/widgets/server';
import { PublicAnswerCache } from './public-answer-cache.js';

/** A promise that resolves with `undefined` after `ms`, and the way to stop its timer. */
export function deadlineAfter(ms: number): { deadline: Promise<undefined>; clear: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return { deadline, clear: () => clearTimeout(timer) };
}

/** Who asks: the visitor's request, its site's tenant and the page's language. */
export interface PublicAsker {
  app: FastifyInstance;
  request: FastifyRequest;
  tenant: TenantConfig;
  language: LanguageCode;
}

const caches = new WeakMap<FastifyInstance, WeakMap<TenantConfig, PublicAnswerCache>>();

/** The kept answers of `tenant` on `app`; an edited tenant is a new config object, kept apart. */
export function publicAnswersOf(app: FastifyInstance, tenant: TenantConfig): PublicAnswerCache {
  let byTenant = caches.get(app);
  if (!byTenant) {
    byTenant = new WeakMap();
    caches.set(app, byTenant);
  }
  let cache = byTenant.get(tenant);
  if (!cache) {
    cache = new PublicAnswerCache();
    byTenant.set(tenant, cache);
  }
  return cache;
}

/**
 * Drops every answer kept on `app`: a development control changed the mock's state (a merchant's
 * status, its scenarios), and the next page must show it at once.
 */
export function forgetPublicAnswers(app: FastifyInstance): void {
  caches.delete(app);
}

/**
 * The `value` of a public call asked of this site's own backend paths (the mock or the upstream)
 * as the runtime asks it: the tenant's merchant, the page's language, no token, no cookie, and no
 * visitor's address, since the answer is kept for every visitor of the tenant and language
 * (`PublicAnswerCache`: one call per answer every few seconds, however many pages are served).
 * `undefined` when the call fails, refuses, answers something that is not an envelope, or is not
 * there by `deadline` (a slow answer is still kept for the next pages).
 */
export async function askPublicAnswer(
  { app, request, tenant, language }: PublicAsker,
  id: EndpointId,
  query: PublicCall['query'],
  deadline: Promise<undefined>,
): Promise<unknown> {
  const key = JSON.stringify([language, id, query ?? null]);
  const answer = publicAnswersOf(app, tenant).get(key, () =>
    askBackend(app, request.headers.host ?? '', tenant, language, id, query),
  );
  return Promise.race([answer, deadline]);
}

async function askBackend(
  app: FastifyInstance,
  host: string,
  tenant: TenantConfig,
  language: LanguageCode,
  id: EndpointId,
  query: PublicCall['query'],
): Promise<unknown> {
  const answer = await app
    .inject({
      method: 'GET',
      url: ENDPOINTS[id].path,
      ...(query && {
        query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      }),
      headers: {
        host,
        merchant: tenant.tenant.merchantCode,
        language,
        device: 'web',
        accept: 'application/json',
      },
    })
    .catch(() => undefined);
  if (answer?.statusCode !== 200) return undefined;
  try {
    const envelope = answer.json<unknown>();
    if (typeof envelope !== 'object' || envelope === null) return undefined;
    const { success, value } = envelope as { success?: unknown; value?: unknown };
    return success === true ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The head element that fetches an image of the first view first of all. */
export function imagePreloadTag(href: string): string {
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(href)}">`;
}

/**
 * An image address an answer gives, as the page's markup names it (as the app resolves it: a
 * relative one on the image host `cdn`): the path when it is on this site, else absolute.
 */
const THIS_SITE = 'http://this-site.invalid';
export function imageHref(address: string, cdn: string | undefined): string | undefined {
  const url = resolveOnCdn(address, cdn, THIS_SITE);
  if (url === undefined) return undefined;
  return url.startsWith(`${THIS_SITE}/`) ? url.slice(THIS_SITE.length) : url;
}
