import type { FastifyInstance } from 'fastify';
import type { TenantRegistry } from '@wl/tenant-config/node';
import type * as MockServer from '@wl/mock-server';
import { refuseStrayUpgrades } from '../socket-paths.js';
import { upstreamProxy } from '../upstream-proxy.js';

export interface BackendOptions {
  registry: TenantRegistry;
  /** Loads the mock backend when the site mounts it (not loaded otherwise); null: each site's upstream. */
  mock: (() => Promise<typeof MockServer>) | null;
  devControls: boolean;
  validateResponses: boolean;
  /** How long an upstream may take to answer (without the mock). */
  upstreamTimeoutMs?: number;
}

/**
 * `/wps`, `/lgw`, `/lotto` and `/js/encrypt.js` (and `/__dev` with dev controls): the mock backend
 * for every site, or, without the mock, each site's `api.upstream`. Either way the tenant of a call
 * is the one its Host names, never the `Merchant` the browser sends
 * (docs/product/backend.md#which-merchant-a-call-belongs-to).
 */
export function registerBackend(app: FastifyInstance, options: BackendOptions): void {
  refuseStrayUpgrades(app);
  const loadMock = options.mock;
  if (loadMock) {
    void app.register(async (scope) => {
      const { mockApi, mockEncryptScript } = await loadMock();
      await scope.register(mockApi, {
        tenants: options.registry,
        // The Host names the tenant of every call; the browser's Merchant header is not read.
        siteTenant: (host) => options.registry.resolveHost(host),
        devControls: options.devControls,
        validateResponses: options.validateResponses,
      });
      await scope.register(mockEncryptScript);
    });
    const withUpstream = options.registry
      .list()
      .filter((tenant) => tenant.tenant.api.upstream !== null)
      .map((tenant) => tenant.code);
    if (withUpstream.length > 0) {
      app.log.warn(
        `the mock API answers for ${withUpstream.join(', ')} although api.upstream is set; run with --no-mock to forward to the upstream`,
      );
    }
    return;
  }
  if (options.devControls) app.log.warn('dev controls need the mock API; they are off');
  void app.register(upstreamProxy, {
    tenants: options.registry,
    ...(options.upstreamTimeoutMs === undefined ? {} : { timeoutMs: options.upstreamTimeoutMs }),
  });
}
