import type { ServerOptions } from 'node:http';

/** How long and how much a client may hold the server. */
export interface ServerLimits {
  /** Headers and body of a request must have arrived within this (ms); else 408 and close. */
  requestTimeoutMs: number;
  /** The headers alone must have arrived within this (ms). */
  headersTimeoutMs: number;
  /** A connection without any traffic is closed after this (ms); longer than an upstream may take. */
  idleTimeoutMs: number;
  /** Requests one keep-alive connection may carry before the server closes it. */
  maxRequestsPerSocket: number;
  /** Open connections at most; further ones are closed at once. */
  maxConnections: number;
  /** How often the server looks for requests over their time (ms). */
  checkIntervalMs: number;
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  requestTimeoutMs: 15_000,
  headersTimeoutMs: 10_000,
  idleTimeoutMs: 75_000,
  maxRequestsPerSocket: 1_000,
  maxConnections: 4_096,
  checkIntervalMs: 1_000,
};

/** The Fastify options that carry `limits` (all but `maxConnections`, set on the server itself). */
export function limitOptions(limits: ServerLimits): {
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
  };
}
