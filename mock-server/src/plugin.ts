import type { FastifyPluginAsync } from 'fastify';
import { endpointRoutes, type EndpointDef } from '@wl/api';
import { endpointValidators, loadApiSchema, type EndpointValidators } from '@wl/api/node';
import type { TenantRegistry } from '@wl/tenant-config/node';
import { registerArtRoutes } from './art/art-routes.js';
import { devControls } from './dev/dev-controls.js';
import { eventSocketRoute } from './events/event-socket-route.js';
import { registerEndpointRoute } from './endpoint-route.js';
import { legacyKeyPair } from './crypto/legacy-key-pair.js';
import type { HandlerMap, UntypedHandler } from './handler.js';
import { handlers as allHandlers } from './handlers/index.js';
import { registerContentParsers } from './request/content-parsers.js';
import { registerErrorHandler } from './request/error-handler.js';
import type { SiteTenant } from './request/resolve-merchant.js';
import { MockStore } from './state/mock-store.js';

/** Prefix of the development-only controls. */
export const DEV_PREFIX = '/__dev';

/** The endpoints to serve and how to validate them; the API schema under schemas/api/ by default. */
export interface MockApiSchema {
  endpoints: readonly EndpointDef[];
  validators: (endpoint: EndpointDef) => EndpointValidators;
}

export interface MockApiOptions {
  tenants: TenantRegistry;
  /**
   * Set when a site serves the mock (the site server): the tenant of every call is the one the site
   * serves on its Host, whatever `Merchant` the client sends. Unset, the client's `Merchant` names it.
   * docs/product/backend.md#which-merchant-a-call-belongs-to
   */
  siteTenant?: SiteTenant;
  /** Mount the /__dev controls (status switch, reset, state view). Off by default. */
  devControls?: boolean;
  /** Check every handler result against the API schema's response schema (tests). Off by default. */
  validateResponses?: boolean;
  /** Clock for session expiry and handlers. */
  now?: () => Date;
  /** Per-merchant state; a fresh store seeded from mock-server/fixtures/ unless given. */
  store?: MockStore;
  /** Handler map; every domain's handlers unless given (tests replace it). */
  handlers?: HandlerMap;
  /** The API schema; schemas/api/ unless given (tests of the request pipeline use a small one). */
  apiSchema?: MockApiSchema;
}

/**
 * The mock backend as a Fastify plugin: one route per API endpoint and alias, answering as the real
 * backend would, from per-merchant state. Its parsers and error handler stay inside its scope.
 */
/** Where clients of the real backend fetch the legacy scheme's RSA public key. */
export const LEGACY_KEY_PATH = '/wps/session/key/rsa';

export const mockApi: FastifyPluginAsync<MockApiOptions> = async (app, options) => {
  const store = options.store ?? new MockStore();
  const handlers = options.handlers ?? allHandlers;
  const now = options.now ?? (() => new Date());

  registerContentParsers(app);
  registerErrorHandler(app);

  const apiSchema = options.apiSchema ?? {
    endpoints: loadApiSchema(),
    validators: endpointValidators,
  };
  for (const endpoint of apiSchema.endpoints) {
    const validators = apiSchema.validators(endpoint);
    const handler = (handlers as Partial<Record<string, UntypedHandler>>)[endpoint.id];
    // One route for the endpoint's own pair and one for each alias, all answered alike.
    for (const route of endpointRoutes(endpoint)) {
      registerEndpointRoute(app, {
        endpoint,
        route,
        validators,
        handler,
        tenants: options.tenants,
        siteTenant: options.siteTenant,
        store,
        now,
        validateResponses: options.validateResponses ?? false,
      });
    }
  }

  // The legacy scheme's public key, as plain text (docs/product/backend.md#legacy-sealed-calls).
  app.get(LEGACY_KEY_PATH, (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(legacyKeyPair().publicKeyPem),
  );

  registerArtRoutes(app, { tenants: options.tenants, siteTenant: options.siteTenant, store });

  await app.register(eventSocketRoute, {
    tenants: options.tenants,
    siteTenant: options.siteTenant,
    store,
    now,
  });

  if (options.devControls) {
    await app.register(devControls, { prefix: DEV_PREFIX, tenants: options.tenants, store });
  }
};
