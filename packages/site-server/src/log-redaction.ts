import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** What stands in a log line for a secret. */
export const REDACTED = '[redacted]';

/** Query parameters that carry a session token (game launch links put it in the URL). */
const TOKEN_IN_QUERY = /([?&](?:access_token|token)=)[^&#]*/gi;

/** Headers that carry credentials, wherever a log line holds request or answer headers. */
const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'encryption', 'x-digest'];

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

const SECRET_NAMES = new Set([...SECRET_FIELDS, ...SECRET_HEADERS]);

/** How deep below a log line's top the secret fields are looked for (`req.headers.cookie`). */
const SECRET_DEPTH = 2;

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * `object` with every secret field (a credential header, a token, password or payment password
 * field) at its top or up to two levels down replaced by `[redacted]`; what holds none is returned
 * as it is, and nothing the caller holds is changed.
 */
function withoutSecrets<T extends Record<string, unknown>>(object: T, depth = 0): T {
  let copy: Record<string, unknown> | undefined;
  for (const key in object) {
    const value = object[key];
    let next: unknown = value;
    if (SECRET_NAMES.has(key)) next = REDACTED;
    else if (depth < SECRET_DEPTH && isPlainRecord(value)) next = withoutSecrets(value, depth + 1);
    if (next !== value) {
      copy ??= { ...object };
      copy[key] = next;
    }
  }
  return (copy ?? object) as T;
}

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
 * The logger options with secrets kept out: `?token=` values in logged URLs, the credential
 * headers (`Authorization`, `Cookie`, `Set-Cookie`, the encryption headers) and any token,
 * password or payment password field of a logged object, up to two levels down
 * (`withoutSecrets`).
 */
export function redactingLogger(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (logger === undefined || logger === false) return false;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    // pino's own `redact` parses each of its paths again on every line and on every request's
    // child logger; this walk costs a fraction of that for the same fields.
    formatters: {
      ...options.formatters,
      bindings: (bindings) => withoutSecrets(bindings),
      log: (object) => withoutSecrets(object),
    },
    serializers: { ...options.serializers, req: serializeRequest },
  };
}
