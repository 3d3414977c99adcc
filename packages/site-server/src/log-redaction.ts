import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** What stands in a log line for a secret. */
export const REDACTED = '[redacted]';

/** Query parameters that carry a session token (game launch links put it in the URL). */
const TOKEN_IN_QUERY = /([?&](?:access_token|token)=)[^&#]*/gi;

/** Headers that carry credentials, wherever a log line holds request or answer headers. */
const SECRET_HEADER_PATHS = ['authorization', 'cookie', 'encryption', 'x-digest'].flatMap(
  (name) => [`req.headers.${name}`, `headers.${name}`, `request.headers.${name}`],
);
const SECRET_ANSWER_HEADER_PATHS = ['res.headers["set-cookie"]', 'headers["set-cookie"]'];

/** Fields that hold a secret in logged bodies or objects: tokens, passwords, payment passwords. */
export const SECRET_FIELDS = [
  'token',
  'accessToken',
  'firebaseIdToken',
  'password',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'confirmNewPassword',
  'paymentPassword',
  'oldPaymentPassword',
  'newPaymentPassword',
  'confirmPaymentPassword',
  'cookie',
  'cookies',
];

/** Each secret field at the top of a log line and one or two levels down (`body.password`). */
const SECRET_FIELD_PATHS = SECRET_FIELDS.flatMap((name) => [name, `*.${name}`, `*.*.${name}`]);

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
 * The logger options with secrets kept out (pino's redact): `?token=` values in logged URLs, the
 * credential headers (`Authorization`, `Cookie`, `Set-Cookie`, the encryption headers) and any
 * token, password or payment password field of a logged object.
 */
export function redactingLogger(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (logger === undefined || logger === false) return false;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    redact: {
      paths: [...SECRET_HEADER_PATHS, ...SECRET_ANSWER_HEADER_PATHS, ...SECRET_FIELD_PATHS],
      censor: REDACTED,
    },
    serializers: { ...options.serializers, req: serializeRequest },
  };
}
