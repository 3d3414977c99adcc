import { basename, dirname } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TenantRegistry } from '@wl/tenant-config/node';
import { replyUnknownSite } from '../unknown-site.js';

/** Tenants may replace a logo at any time; browsers re-check after five minutes. */
const TENANT_ASSET_MAX_AGE_MS = 5 * 60 * 1000;

/** `/tenant-assets/*`: the requesting host's tenant assets (its own folder, else `_default`'s). */
export function registerTenantAssets(app: FastifyInstance, registry: TenantRegistry): void {
  app.get<{ Params: { '*': string } }>('/tenant-assets/*', (request, reply) => {
    const tenant = registry.resolveHost(request.headers.host ?? '');
    if (!tenant) return replyUnknownSite(reply);
    // assetPath refuses any path leaving the assets folder (.., absolute, backslash, symlink out).
    const file = registry.assetPath(tenant.code, request.params['*']);
    if (!file) return reply.callNotFound();
    return reply.sendFile(basename(file), dirname(file), {
      immutable: false,
      maxAge: TENANT_ASSET_MAX_AGE_MS,
      dotfiles: 'deny',
    });
  });
}
