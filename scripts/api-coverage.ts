/** `pnpm api:coverage` (after `pnpm test:unit`): fails naming each route no test called. */
import { endpointRoutes, loadApiSchema } from '@wl/api/node';
import { readEndpointHits, uncalledRoutes } from './endpoint-hits.js';

const endpoints = loadApiSchema();
const hits = readEndpointHits();
if (hits.size === 0) {
  console.error('api:coverage: no calls recorded; run `pnpm test:unit` first');
  process.exit(1);
}
const uncalled = uncalledRoutes(endpoints, hits);
const total = endpoints.reduce((n, def) => n + endpointRoutes(def).length, 0);
console.info(`api:coverage: ${total - uncalled.length}/${total} routes called by a test`);
if (uncalled.length > 0) {
  console.error('api:coverage: no test calls these endpoints through the mock:');
  for (const line of uncalled) console.error(`  ${line}`);
  process.exit(1);
}
