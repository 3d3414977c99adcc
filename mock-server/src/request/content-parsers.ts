import type { FastifyInstance } from 'fastify';
import { requestParamError } from '../backend-error.js';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Parses an `application/x-www-form-urlencoded` body; repeated keys become arrays. */
export function parseFormBody(text: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    if (FORBIDDEN_KEYS.has(key)) throw requestParamError();
    const seen = out[key];
    if (seen === undefined) out[key] = value;
    else out[key] = Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return out;
}

/**
 * Body parsers of the mock API's scope: JSON (an empty body counts as no body rather than an
 * error, so a DELETE sent with a JSON content type still works; prototype poisoning is refused)
 * and URL-encoded forms. Any other content type fails with a 4xx that the error handler turns into
 * request_param_err.
 */
export function registerContentParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      try {
        done(null, parseFormBody(text));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
}
