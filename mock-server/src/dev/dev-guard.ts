import type { FastifyRequest } from 'fastify';
import { hostnameOf, localhostCode, LOOPBACK_HOSTS } from '@wl/tenant-config/node';
import { BackendError } from '../backend-error.js';
import { ERROR_WORDS } from '@wl/api';

const LOOPBACK_ADDRESS =
  /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isLocalName(hostname: string): boolean {
  return (
    (LOOPBACK_HOSTS as readonly string[]).includes(hostname) || localhostCode(hostname) !== null
  );
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  );
}

/** Origin absent (a non-browser client) or naming the very host the request was sent to. */
function sameOrigin(request: FastifyRequest, host: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host.toLowerCase() === host.trim().toLowerCase();
  } catch {
    return false;
  }
}

/**
 * Why a request may not use the `/__dev` controls, or null when it may: the client must be on
 * this machine (the socket's address, never a forwarding header), the Host a local name (so a
 * rebound DNS name cannot reach them), and a state-changing call must come from the same origin
 * with a JSON body, which a cross-site form or `text/plain` post cannot send.
 */
export function devRefusal(request: FastifyRequest): string | null {
  if (!LOOPBACK_ADDRESS.test(request.socket.remoteAddress ?? '')) return 'client not on loopback';
  const host = request.headers.host;
  if (host === undefined || !isLocalName(hostnameOf(host))) return 'host is not a local name';
  if (SAFE_METHODS.has(request.method)) return null;
  if (!sameOrigin(request, host)) return 'cross-origin request';
  if (
    hasBody(request) &&
    !/^application\/json\s*(?:;|$)/i.test(request.headers['content-type'] ?? '')
  )
    return 'body is not application/json';
  return null;
}

/** The `onRequest` hook of the dev controls: 403 forbidden for every refused request. */
export function guardDevRequest(request: FastifyRequest): Promise<void> {
  const refusal = devRefusal(request);
  if (refusal === null) return Promise.resolve();
  request.log.warn({ refusal }, 'dev control refused');
  return Promise.reject(new BackendError(ERROR_WORDS.forbidden, { httpStatus: 403 }));
}
