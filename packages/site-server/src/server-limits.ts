import type { ServerOptions } from 'node:http';

/** How long and how much a client may hold the server. */
export interface ServerLimits {
  /** Headers and body of a request must have arrived within this (ms); else 408 and close. */
  requestTimeoutMs: number;
  /** The headers alone must have arrived within this (ms). */
  headersTimeoutMs: number;
  /** A connection without any traffic is closed after this (ms); longer than an upstream may take. */
  idleTimeoutMs: number;
  /** Requests one keep-alive connection may carry; the last is answered `Connection: close`. */
  maxRequestsPerSocket: number;
  /** Open connections at most; further ones are closed at once. */
  maxConnections: number;
  /** Open connections from one address at most (trusted proxies excepted); more are closed. */
  maxConnectionsPerAddress: number;
  /** Requests a minute from one client address (loopback excepted), then 429; 0: no limit. */
  requestsPerMinutePerAddress: number;
  /** How often the server looks for requests over their time (ms). */
  checkIntervalMs: number;
}

/**
 * Connections the kernel may hold for the server before it accepts them (`listen`'s backlog; the
 * kernel caps it at `net.core.somaxconn`). Node's default of 511 fills under a burst of
 * connections from one address, and every other client's connection then waits for its SYN to be
 * sent again (after 1 s, then 3 s) before the server even sees it.
 */
export const LISTEN_BACKLOG = 4_096;

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  requestTimeoutMs: 15_000,
  headersTimeoutMs: 5_000,
  idleTimeoutMs: 75_000,
  maxRequestsPerSocket: 1_000,
  maxConnections: 4_096,
  maxConnectionsPerAddress: 128,
  requestsPerMinutePerAddress: 1_200,
  checkIntervalMs: 1_000,
};

/**
 * The Fastify options that carry `limits`: the timeouts (Node's own). The connection counts and
 * the per-socket limit are applied by `registerConnectionLimits`; Node's per-socket limit is off,
 * since past it Node answers 503 itself, unlogged.
 */
export function limitOptions(limits: ServerLimits): {
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    maxRequestsPerSocket: 0,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
  };
}
