import type { FastifyInstance } from 'fastify';
import type { TenantRegistry } from '@wl/tenant-config/node';

/** How often the tenants folder is looked at for edits (ms). */
export const TENANT_RESCAN_INTERVAL_MS = 500;

/**
 * The tenants folder looked at on a timer while the server runs, never by a request: the registry
 * is built without rescans on lookups (`rescanIntervalMs: Infinity`), and this re-reads the folder
 * when a file was added, removed or edited, so no visitor's request waits for a reload.
 */
export function rescanTenantsInBackground(app: FastifyInstance, registry: TenantRegistry): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', (done) => {
    timer = setInterval(() => {
      try {
        registry.refresh();
      } catch (error) {
        app.log.error({ err: error }, 'cannot rescan the tenants folder');
      }
    }, TENANT_RESCAN_INTERVAL_MS);
    timer.unref();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}
