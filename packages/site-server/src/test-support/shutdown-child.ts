import { buildSiteServer } from '../build-site-server.js';
import { exitOnSignals } from '../ops/graceful-shutdown.js';
import { operationsOf } from '../ops/site-operations.js';

/**
 * A site server in its own process for the shutdown tests: the fixture folders from the
 * environment, plus `/slow?ms=N`, which answers after N ms and prints `slow started` when it
 * begins. Prints `port <n>` once listening; stops on SIGTERM like `pnpm serve`.
 */
const app = buildSiteServer({
  tenantsDir: process.env.WL_TENANTS ?? '',
  distDir: process.env.WL_DIST ?? '',
  mock: true,
  devControls: false,
  logger: { level: 'info' },
});
app.get<{ Querystring: { ms?: string } }>('/slow', async (request, reply) => {
  process.stdout.write('slow started\n');
  await new Promise((done) => setTimeout(done, Number(request.query.ms ?? 0)));
  return reply.send('done');
});
const operations = operationsOf(app);
exitOnSignals(app, operations.sockets, {
  lifecycle: operations.lifecycle,
  deadlineMs: Number(process.env.WL_SHUTDOWN_DEADLINE_MS ?? 5000),
  requestsByRoute: () => operations.metrics.requestsByRoute(),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`port ${typeof address === 'object' && address ? address.port : 0}\n`);
