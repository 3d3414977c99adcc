import Fastify, { type FastifyInstance } from 'fastify';
import { listenOnLoopback } from './loopback.js';

export interface SeenRequest {
  method: string;
  url: string;
  headers: Record<string, unknown>;
}

export interface UpstreamFixture {
  app: FastifyInstance;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Every request the upstream received, in order. */
  seen: SeenRequest[];
  close(): Promise<void>;
}

/**
 * A separate backend on 127.0.0.1 that records each request; `routes` adds its answers. Bodies
 * arrive as streams (a route reads them itself). Anything else answers
 * `{ success: true, message: null, value: <the path it received> }`.
 */
export async function startUpstream(
  routes: (app: FastifyInstance) => void = () => undefined,
): Promise<UpstreamFixture> {
  const app = Fastify();
  const seen: SeenRequest[] = [];
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  app.addHook('onRequest', (request, _reply, done) => {
    seen.push({ method: request.method, url: request.url, headers: request.headers });
    done();
  });
  routes(app);
  app.setNotFoundHandler((request, reply) =>
    reply.send({ success: true, message: null, value: request.url }),
  );
  const port = await listenOnLoopback(app);
  return { app, origin: `http://127.0.0.1:${port}`, seen, close: () => app.close() };
}
