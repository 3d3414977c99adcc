import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** One year: build assets have content hashes in their names, so they never change. */
const IMMUTABLE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * `/assets/*` from the runtime build with immutable caching, as the brotli or gzip copy written
 * at build time when the browser accepts it (`<file>.br`, `<file>.gz`). Also gives replies
 * `sendFile`, which the tenant-assets route uses with its own root.
 */
export function registerRuntimeAssets(app: FastifyInstance, distDir: string): void {
  void app.register(fastifyStatic, {
    root: join(distDir, 'assets'),
    prefix: '/assets/',
    immutable: true,
    maxAge: IMMUTABLE_MAX_AGE_MS,
    preCompressed: true,
    index: false,
    dotfiles: 'deny',
    suppressWarning: true,
  });
}
