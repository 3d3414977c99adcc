import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ENDPOINTS, type EndpointId } from '@wl/api';
import type { LanguageCode, TenantConfig } from '@wl/tenant-config/node';
import { escapeHtml, type PublicCall } from '@wl/widgets/server';

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

/**
 * The `value` of a public call asked of this site's own backend paths (the mock or the upstream)
 * exactly as the runtime asks it: the tenant's merchant, the page's language, no token, no cookie,
 * the visitor's address as the proxy forwards it. `undefined` when the call fails, refuses, answers
 * something that is not an envelope, or is not there by `deadline`.
 */
export async function askPublicAnswer(
  { app, request, tenant, language }: PublicAsker,
  id: EndpointId,
  query: PublicCall['query'],
  deadline: Promise<undefined>,
): Promise<unknown> {
  const answer = await Promise.race([
    app.inject({
      method: 'GET',
      url: ENDPOINTS[id].path,
      ...(query && {
        query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      }),
      remoteAddress: request.ip,
      headers: {
        host: request.headers.host ?? '',
        merchant: tenant.tenant.merchantCode,
        language,
        device: 'web',
        accept: 'application/json',
      },
    }),
    deadline,
  ]).catch(() => undefined);
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
