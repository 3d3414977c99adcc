import type { FastifyInstance } from 'fastify';
import {
  hostnameOf,
  localhostCode,
  LOOPBACK_HOSTS,
  type TenantRegistry,
} from '@wl/tenant-config/node';
import { replyUnknownSite } from './unknown-site.js';

/** A setting that production mode refuses; the message names what is wrong and where. */
export class ProductionModeError extends Error {}

export interface ProductionSettings {
  mock: boolean;
  devControls: boolean;
}

/**
 * Refuses to start a production server that would answer with the mock, mount `/__dev`, or serve
 * a tenant without `api.upstream`.
 */
export function assertProductionReady(
  settings: ProductionSettings,
  registry: TenantRegistry,
): void {
  const problems: string[] = [];
  if (settings.mock) problems.push('the mock backend cannot run in production (use --no-mock)');
  if (settings.devControls) problems.push('the /__dev controls cannot run in production');
  for (const tenant of registry.list()) {
    if (tenant.tenant.api.upstream === null) {
      problems.push(
        `tenant "${tenant.code}" has no api.upstream (set it in tenants/${tenant.code}/tenant.json)`,
      );
    }
  }
  if (problems.length > 0) {
    throw new ProductionModeError(
      `production mode refused to start:\n  - ${problems.join('\n  - ')}`,
    );
  }
}

/** True for `<code>.localhost`, bare localhost and loopback addresses. */
function isLocalName(hostHeader: string | undefined): boolean {
  if (hostHeader === undefined) return false;
  const hostname = hostnameOf(hostHeader);
  return (
    localhostCode(hostname) !== null || (LOOPBACK_HOSTS as readonly string[]).includes(hostname)
  );
}

/** In production, sites are served only on their configured hostnames (`/healthz` answers any). */
export function refuseLocalNames(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url === '/healthz' || !isLocalName(request.headers.host)) return;
    await replyUnknownSite(reply);
  });
}
