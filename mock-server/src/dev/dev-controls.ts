import type { FastifyPluginAsync } from 'fastify';
import type { TenantRegistry } from '@wl/tenant-config/node';
import { scenarioRoutes } from '../scenarios/scenario-routes.js';
import type { MockStore } from '../state/mock-store.js';
import { guardDevRequest } from './dev-guard.js';
import { devRoutes } from './dev-routes.js';

export interface DevControlsOptions {
  tenants: TenantRegistry;
  store: MockStore;
}

/**
 * Every `/__dev` control (status, reset, state, SMS codes, scenarios) behind one guard. They never
 * start when `NODE_ENV` is `production`.
 */
export const devControls: FastifyPluginAsync<DevControlsOptions> = async (
  app,
  { tenants, store },
) => {
  if (process.env.NODE_ENV === 'production')
    throw new Error('the /__dev controls cannot run in production');
  app.addHook('onRequest', guardDevRequest);
  await app.register(devRoutes, { tenants, store });
  await app.register(scenarioRoutes, { tenants, store });
};
