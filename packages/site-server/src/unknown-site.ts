import type { FastifyReply } from 'fastify';

/** The page for a host no tenant serves. It names nothing: no tenants, no hosts, no paths. */
export const UNKNOWN_SITE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>Unknown site</title>
  </head>
  <body style="font-family: system-ui, sans-serif; margin: 4rem auto; max-width: 32rem; text-align: center">
    <h1>Unknown site</h1>
    <p>This address does not serve a site. Please check the address you typed.</p>
  </body>
</html>
`;

export function replyUnknownSite(reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(UNKNOWN_SITE_HTML);
}
