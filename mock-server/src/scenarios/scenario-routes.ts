import type { FastifyPluginAsync } from 'fastify';
import type { TenantRegistry } from '@wl/tenant-config/node';
import { BackendError, requestParamError } from '../backend-error.js';
import { ERROR_WORDS, ok } from '@wl/api';
import type { MockStore } from '../state/mock-store.js';
import { activeScenarios, switchOff, switchOn } from './active-scenarios.js';
import { isScenarioName } from './scenario-catalog.js';
import { parseScenarioRequest } from './scenario-request.js';

export interface ScenarioRoutesOptions {
  tenants: TenantRegistry;
  store: MockStore;
}

function unknownTenant(): BackendError {
  return new BackendError(ERROR_WORDS.notFound, { httpStatus: 404 });
}

/**
 * Development controls of the scenarios (mounted with the other /__dev routes):
 * `POST /tenants/:code/scenario` switches one on, `DELETE /tenants/:code/scenario[?name=]`
 * switches one (or all) off. Both answer the merchant's active scenarios.
 */
export const scenarioRoutes: FastifyPluginAsync<ScenarioRoutesOptions> = (
  app,
  { tenants, store },
) => {
  app.post<{ Params: { code: string } }>('/tenants/:code/scenario', (request) => {
    const tenant = tenants.get(request.params.code);
    if (!tenant) throw unknownTenant();
    const scenario = parseScenarioRequest(request.body);
    if (!scenario) throw requestParamError();
    const state = store.stateFor(tenant);
    switchOn(state, scenario);
    return ok({ scenarios: activeScenarios(state) });
  });

  app.delete<{ Params: { code: string }; Querystring: { name?: string } }>(
    '/tenants/:code/scenario',
    (request) => {
      const tenant = tenants.get(request.params.code);
      if (!tenant) throw unknownTenant();
      const name = request.query.name;
      if (name !== undefined && !isScenarioName(name)) throw requestParamError();
      const state = store.stateFor(tenant);
      switchOff(state, name);
      return ok({ scenarios: activeScenarios(state) });
    },
  );

  return Promise.resolve();
};
