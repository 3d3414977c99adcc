import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from './readiness.js';

/** Default time open requests and socket relays get to finish after SIGTERM. */
export const DEFAULT_SHUTDOWN_DEADLINE_MS = 25_000;

export interface ShutdownOptions {
  lifecycle: Lifecycle;
  /** Open requests and sockets still open after this are cut. */
  deadlineMs: number;
  /** Requests answered by this instance by route kind, logged with the last line. */
  requestsByRoute?: () => Promise<Record<string, number>>;
}

/** Connections taken over by an upgrade (WebSocket relays), which the HTTP server no longer times. */
export function trackUpgradedSockets(app: FastifyInstance): Set<Duplex> {
  const sockets = new Set<Duplex>();
  app.server.on('upgrade', (_request, socket: Duplex) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return sockets;
}

/**
 * Stops the instance without dropping work: `/readyz` turns 503 at once, the listening socket
 * closes (no new connections), idle keep-alive connections close, requests already in progress
 * are answered (a request arriving on a busy keep-alive connection gets 503 with
 * `Connection: close`, which a load balancer retries elsewhere) and WebSocket relays get a close
 * frame. Whatever is still open after `deadlineMs` is cut. Resolves when the server is closed.
 */
export async function stopGracefully(
  app: FastifyInstance,
  sockets: ReadonlySet<Duplex>,
  options: ShutdownOptions,
): Promise<void> {
  const started = performance.now();
  options.lifecycle.draining = true;
  app.log.info({ deadlineMs: options.deadlineMs }, 'stopping: finishing open requests');
  const deadline = setTimeout(() => {
    app.log.warn('shutdown deadline passed: cutting the connections still open');
    app.server.closeAllConnections();
    for (const socket of sockets) socket.destroy();
  }, options.deadlineMs);
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
  const requests = options.requestsByRoute ? await options.requestsByRoute() : undefined;
  app.log.info({ drainMs: Math.round(performance.now() - started), requests }, 'stopped');
}

/** On SIGTERM or SIGINT: `stopGracefully`, then exit 0 (1 if closing failed). */
export function exitOnSignals(
  app: FastifyInstance,
  sockets: ReadonlySet<Duplex>,
  options: ShutdownOptions,
): void {
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    stopGracefully(app, sockets, options).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
