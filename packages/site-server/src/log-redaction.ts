import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** What stands in a log line for a secret. */
export const REDACTED = '[redacted]';

/** Query parameters that carry a session token (game launch links put it in the URL). */
const TOKEN_IN_QUERY = /([?&](?:access_token|token)=)[^&#]*/gi;

/** Headers that carry credentials, wherever a log line holds request headers. */
const SECRET_HEADER_PATHS = ['authorization', 'cookie', 'encryption', 'x-digest'].flatMap(
  (name) => [`req.headers.${name}`, `headers.${name}`, `request.headers.${name}`],
);

/** `/lgw/launch?token=abc&game=1` → `/lgw/launch?token=[redacted]&game=1`. */
export function redactedUrl(url: string): string {
  return url.replace(TOKEN_IN_QUERY, `$1${REDACTED}`);
}

/** The request as the log shows it: Fastify's usual fields, the URL without tokens, no headers. */
function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/**
 * The logger options with tokens kept out: `?token=` values in logged URLs and the credential
 * headers (`Authorization`, `Cookie`, the encryption headers) of any logged request headers.
 */
export function redactingLogger(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (logger === undefined || logger === false) return false;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    redact: { paths: SECRET_HEADER_PATHS, censor: REDACTED },
    serializers: { ...options.serializers, req: serializeRequest },
  };
}
