import type { FastifyInstance } from 'fastify';
import type { TenantRegistry } from '@wl/tenant-config/node';
import { mockApi } from '@wl/mock-server';
import { upstreamProxy } from '../upstream-proxy.js';

export interface BackendOptions {
  registry: TenantRegistry;
  mock: boolean;
  devControls: boolean;
  validateResponses: boolean;
}

/** `/wps`, `/lgw`, `/lotto` (and `/__dev` with dev controls): the mock backend, or the upstream seam. */
export function registerBackend(app: FastifyInstance, options: BackendOptions): void {
  if (options.mock) {
    void app.register(mockApi, {
      tenants: options.registry,
      devControls: options.devControls,
      validateResponses: options.validateResponses,
    });
    return;
  }
  if (options.devControls) app.log.warn('dev controls need the mock API; they are off');
  void app.register(upstreamProxy, { tenants: options.registry });
}
