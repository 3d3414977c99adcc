import type { FastifyInstance } from 'fastify';
import {
  ERROR_WORDS,
  fail,
  ok,
  type EndpointDef,
  type EndpointId,
  type EndpointRoute,
  UPLOAD_BODY_BYTES_LIMIT,
} from '@wl/api';
import type { EndpointValidators } from '@wl/api/node';
import type { TenantRegistry } from '@wl/tenant-config/node';
import { BackendError } from './backend-error.js';
import { recordEndpointHit } from './endpoint-hits.js';
import type { HandlerContext, UntypedHandler } from './handler.js';
import { assertAccess, assertNoPendingPasswordChange } from './request/access.js';
import { assertAvailable } from './request/availability.js';
import { assertTeamScope } from './request/team-scope.js';
import { headerValue, readToken } from './request/headers.js';
import { applyParameterSynonyms } from './request/parameter-names.js';
import { tolerateQuery } from './request/query-tolerance.js';
import { assertFixedHeaders, readBody, readQuery } from './request/read-input.js';
import { resolveMerchant, type SiteTenant } from './request/resolve-merchant.js';
import { applyScenarios, hangUp } from './scenarios/apply-scenarios.js';
import type { MockStore } from './state/mock-store.js';
import { findSession } from './state/sessions.js';

export interface EndpointRouteOptions {
  endpoint: EndpointDef;
  /** The method and path to answer: the endpoint's own pair or one of its aliases. */
  route: EndpointRoute;
  validators: EndpointValidators;
  handler: UntypedHandler | undefined;
  tenants: TenantRegistry;
  /** The site's Host → tenant when a site serves the mock (`MockApiOptions.siteTenant`). */
  siteTenant: SiteTenant | undefined;
  store: MockStore;
  now: () => Date;
  validateResponses: boolean;
}

function describeErrors(
  errors: { instancePath: string; message?: string }[] | null | undefined,
): string {
  return (errors ?? [])
    .map((e) => `${e.instancePath || '(value)'} ${e.message ?? 'is invalid'}`)
    .join('; ');
}

/**
 * The query parameters of a call. A client that sends a query-only call with a body method (an
 * alias such as POST for a GET) may put the parameters in the JSON body: both are read, the query
 * string winning. Parameters sent under another name (`merchant` for `merchantCode`) are renamed; a
 * merchant left out is the call's, a page larger than the largest is the largest.
 */
function queryInput(
  endpoint: EndpointDef,
  route: EndpointRoute,
  request: { query: unknown; body: unknown },
  merchantCode: string,
): Record<string, unknown> {
  const { query, body } = request;
  const bodyFields =
    route.method !== endpoint.method &&
    endpoint.body === undefined &&
    body !== null &&
    typeof body === 'object' &&
    !Array.isArray(body)
      ? body
      : {};
  const named = applyParameterSynonyms(endpoint, { ...bodyFields, ...(query as object) });
  return tolerateQuery(endpoint, named, merchantCode);
}

/**
 * Fastify refuses bodies over 1 MiB by default; calls that carry base64 files get room for 3 images
 * of 5 MB. docs/product/member.md#withdrawal-confirmation
 */
function bodyLimitOf(endpoint: EndpointDef): number | undefined {
  return endpoint.carriesFiles ? UPLOAD_BODY_BYTES_LIMIT : undefined;
}

/**
 * One API endpoint (or one alias of it) as a route. Pipeline: merchant → maintenance/blocked → module gate →
 * fixed headers → access rule → query → body (decoded, validated) → team scope → scenarios → handler → envelope
 * (→ response check).
 */
export function registerEndpointRoute(app: FastifyInstance, options: EndpointRouteOptions): void {
  const {
    endpoint,
    route,
    validators,
    handler,
    tenants,
    siteTenant,
    store,
    now,
    validateResponses,
  } = options;

  app.route({
    method: route.method,
    url: route.path,
    bodyLimit: bodyLimitOf(endpoint),
    handler: async (request, reply) => {
      try {
        const tenant = resolveMerchant(request.headers, tenants, siteTenant);
        const at = store.timeFor(tenant.code, now());
        const state = store.stateFor(tenant, at);
        assertAvailable(endpoint, tenant, state);
        assertFixedHeaders(endpoint, request.headers);
        // The session before the query and the body: an anonymous caller learns nothing of a
        // member call's schema (401, never 400).
        const session = findSession(state, readToken(request.headers), at);
        assertAccess(endpoint.access, session);
        const query = readQuery(
          validators,
          queryInput(endpoint, route, request, tenant.tenant.merchantCode),
        );
        const body = readBody({
          endpoint,
          validators,
          tenant,
          headers: request.headers,
          rawBody: request.body,
        });
        assertNoPendingPasswordChange(endpoint, session);
        assertTeamScope(endpoint, state, session, { query, body });
        // Development scenarios of the merchant (src/scenarios/): the one point they act.
        const scenario = await applyScenarios({ endpoint, state, session, query, body });
        if (scenario.kind === 'hang-up') return hangUp(reply);
        if (scenario.kind === 'answer') return reply.code(200).send(ok(scenario.value));
        if (!handler) throw new BackendError(ERROR_WORDS.functionNotAvailable);
        recordEndpointHit(request.method, request.routeOptions.url ?? endpoint.path);

        const context: HandlerContext<EndpointId> = {
          endpoint,
          query: query as HandlerContext<EndpointId>['query'],
          body: body as HandlerContext<EndpointId>['body'],
          tenant,
          state: scenario.state,
          session: scenario.session,
          headers: request.headers,
          ip: request.ip,
          language: headerValue(request.headers, 'language')?.toUpperCase() ?? null,
          now: at,
          pushEvent: store.events.forTenant(tenant.code),
        };
        const value = await handler(context);

        if (validateResponses && !validators.response(value)) {
          const message = `mock response of ${endpoint.id} violates the API schema: ${describeErrors(validators.response.errors)}`;
          request.log.error(message);
          return reply.code(500).send(fail(message));
        }
        return reply.code(200).send(ok(value));
      } catch (error) {
        if (error instanceof BackendError)
          return reply.code(error.httpStatus).send(error.toEnvelope());
        throw error;
      }
    },
  });
}
