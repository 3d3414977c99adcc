import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { REPO_ROOT } from '@wl/contract/node';
import { TenantRegistry } from '@wl/tenant-config/node';
import { mockApi } from '../plugin.js';
import { MockStore } from '../state/mock-store.js';

/** A request handed to the app in process (the shape of a client-side forwarding adapter). */
export interface InProcessRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

export interface InProcessResponse {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

export interface MockApp {
  app: FastifyInstance;
  tenants: TenantRegistry;
  store: MockStore;
  /** Headers of every request the app received, in order. */
  received: { url: string; headers: IncomingHttpHeaders }[];
  /** Sends one request through `app.inject`; rejects when the connection is dropped. */
  inject: (request: InProcessRequest) => Promise<InProcessResponse>;
}

/**
 * The mock backend with the repository's tenants/ and fixtures, development controls on and
 * responses checked against the contract: what client ↔ mock tests talk to in process.
 */
export async function createMockApp(): Promise<MockApp> {
  const tenants = new TenantRegistry({ tenantsDir: join(REPO_ROOT, 'tenants') });
  const store = new MockStore();
  const received: MockApp['received'] = [];
  const app = Fastify();
  app.addHook('onRequest', (request, _reply, done) => {
    received.push({ url: request.url, headers: request.headers });
    done();
  });
  await app.register(mockApi, { tenants, store, devControls: true, validateResponses: true });
  await app.ready();
  const inject = async (request: InProcessRequest): Promise<InProcessResponse> => {
    const res = await app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    return { statusCode: res.statusCode, headers: res.headers, body: res.body };
  };
  return { app, tenants, store, received, inject };
}
