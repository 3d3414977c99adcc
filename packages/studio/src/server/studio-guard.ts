import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hostnameOf, LOOPBACK_HOSTS } from '@wl/tenant-config/node';
import { SECRET_HEADER } from '../shared/studio-api.js';

/** The only address the studio listens on: this machine. */
export const STUDIO_HOST = '127.0.0.1';

export class StudioRefused extends Error {}

/**
 * The studio writes tenant folders, so it runs as the site server's development controls do:
 * never in production mode (`NODE_ENV=production` or `--production`).
 */
export function assertStudioAllowed(argv: readonly string[], env: NodeJS.ProcessEnv): void {
  if (env.NODE_ENV === 'production' || argv.includes('--production'))
    throw new StudioRefused('the studio cannot run in production mode (it edits tenant folders)');
}

/** A fresh secret for one start of the studio. */
export function newStudioSecret(): string {
  return randomBytes(24).toString('base64url');
}

function sameSecret(given: unknown, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The secret a request carries: the header on calls, `?secret=` on the page's address. */
function secretOf(request: FastifyRequest): unknown {
  const header = request.headers[SECRET_HEADER];
  if (header !== undefined) return header;
  return (request.query as Record<string, unknown> | undefined)?.secret;
}

/**
 * Answers only requests addressed to this machine by name (`localhost`, `127.0.0.1`; never a
 * tenant's hostname or `<code>.localhost`, which also keeps a rebinding page out) and, for the
 * page and every call, carrying the start's secret. The page's scripts and styles are public.
 */
export function guardStudio(app: FastifyInstance, secret: string): void {
  app.addHook('onRequest', async (request, reply) => {
    const host = hostnameOf(request.headers.host ?? '');
    if (!(LOOPBACK_HOSTS as readonly string[]).includes(host)) {
      return reply.code(421).type('text/plain').send('The studio answers on this machine only.');
    }
    if (request.url.startsWith('/assets/')) return undefined;
    if (!sameSecret(secretOf(request), secret)) {
      return reply
        .code(403)
        .type('text/plain')
        .send('Open the studio with the address `pnpm studio` printed (it carries its secret).');
    }
    return undefined;
  });
}
