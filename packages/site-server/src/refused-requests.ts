import type { FastifyInstance } from 'fastify';

/** Methods the site never answers: they only echo or probe (`TRACE` reflects the request). */
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

/**
 * A percent sign that is itself percent-encoded (`%25`): decoded once it is still an encoding
 * (`%252e%252e` → `%2e%2e`), which a server behind could decode again into `..`. No address of
 * the site needs one.
 */
const DOUBLE_ENCODED = /%25[0-9a-f]{2}/i;

/**
 * Requests refused before any route runs: `TRACE` and its kin (405), and a path carrying a
 * double-encoded character (400), so neither reaches the backend.
 */
export function refuseOddRequests(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (REFUSED_METHODS.has(request.raw.method ?? '')) {
      return reply
        .code(405)
        .header('allow', 'GET, HEAD, POST')
        .type('text/plain; charset=utf-8')
        .send('Method not allowed');
    }
    const path = (request.raw.url ?? '').split('?')[0] ?? '';
    if (DOUBLE_ENCODED.test(path)) {
      return reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
    }
    return undefined;
  });
}
