/** `pnpm contract:coverage` (after `pnpm test:unit`): fails naming each route no test called. */
import { endpointRoutes, loadContract } from '@wl/contract/node';
import { readEndpointHits, uncalledRoutes } from './endpoint-hits.js';

const contract = loadContract();
const hits = readEndpointHits();
if (hits.size === 0) {
  console.error('contract:coverage: no calls recorded; run `pnpm test:unit` first');
  process.exit(1);
}
const uncalled = uncalledRoutes(contract, hits);
const total = contract.reduce((n, def) => n + endpointRoutes(def).length, 0);
console.info(`contract:coverage: ${total - uncalled.length}/${total} routes called by a test`);
if (uncalled.length > 0) {
  console.error('contract:coverage: no test calls these endpoints through the mock:');
  for (const line of uncalled) console.error(`  ${line}`);
  process.exit(1);
}
