import type { FastifyInstance } from 'fastify';
import { BackendError } from '../backend-error.js';
import { ERROR_WORDS, fail } from '@wl/api';

function statusOf(error: unknown): number | undefined {
  if (error === null || typeof error !== 'object' || !('statusCode' in error)) return undefined;
  return typeof error.statusCode === 'number' ? error.statusCode : undefined;
}

/**
 * Every failure of the mock API's scope answers the envelope. Client-side problems Fastify detects
 * before a handler runs (bad JSON, unsupported content type, body too large, bad headers) are
 * 400 request_param_err; anything else is a mock bug: 500 system.error, logged.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof BackendError) {
      return reply.code(error.httpStatus).send(error.toEnvelope());
    }
    const status = statusOf(error);
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.code(400).send(fail(ERROR_WORDS.requestParamErr));
    }
    request.log.error({ err: error }, 'mock API failure');
    return reply.code(500).send(fail(ERROR_WORDS.systemError));
  });
}
