import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_WORDS, fail } from '@wl/api';
import { API_PREFIXES, DEV_CONTROLS_PREFIX, startsWithAny } from './api-prefixes.js';

/**
 * Requests Fastify refuses before routing (a URL that does not decode, a bad Content-Type):
 * backend paths get the envelope's `400 request_param_err`, pages a plain 400.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ err: error }, 'request refused before routing');
  const path = request.url.split('?')[0] ?? '/';
  if (startsWithAny(path, [...API_PREFIXES, DEV_CONTROLS_PREFIX])) {
    void reply.code(400).send(fail(ERROR_WORDS.requestParamErr));
    return;
  }
  void reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
}
