import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import type { TenantRegistry } from '@wl/tenant-config/node';
import { LocaleDictionaries, localeFileLanguage } from '../locale-dictionaries.js';
import { replyUnknownSite } from '../unknown-site.js';

/**
 * `/locales/<lng>.json`: the bundled dictionary with the host's tenant overrides merged over it,
 * brotli- or gzip-compressed when the browser accepts it.
 */
export function registerLocales(app: FastifyInstance, registry: TenantRegistry): void {
  const dictionaries = new LocaleDictionaries();
  void app.register(async (scope) => {
    await scope.register(fastifyCompress, { global: false, encodings: ['br', 'gzip'] });
    scope.get<{ Params: { file: string } }>('/locales/:file', (request, reply) => {
      const tenant = registry.resolveHost(request.headers.host ?? '');
      if (!tenant) return replyUnknownSite(reply);
      const language = localeFileLanguage(request.params.file);
      if (!language) return reply.callNotFound();
      return reply
        .header('cache-control', 'no-cache')
        .type('application/json; charset=utf-8')
        .compress(JSON.stringify(dictionaries.dictionary(tenant, language)));
    });
  });
}
