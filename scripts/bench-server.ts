/**
 * `pnpm bench:server`: throughput and latency of the site server on loopback, against a bare
 * Fastify hello-world measured in the same run. Each server runs in its own process; autocannon
 * drives 50 connections. Needs a runtime build (`pnpm build`).
 *
 *   pnpm bench:server [--duration <s>] [--log-level <pino level>]
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildSiteServer } from '@wl/site-server';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST_DIR = `${ROOT}packages/runtime/dist`;
const TENANT = 'saigon';
const CONNECTIONS = 50;
const TARGETS = { page: 0.3, api: 0.5, p99Ms: 20 };

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    'log-level': { type: 'string', default: 'info' },
    serve: { type: 'string' },
  },
});

/** Child process: one server on a free loopback port, reported to the parent. */
async function serve(kind: string, logLevel: string): Promise<void> {
  // Request logs go to /dev/null: the cost of writing them is measured, not the terminal's.
  const logger = { level: logLevel, file: '/dev/null' };
  const app =
    kind === 'bare'
      ? Fastify({ logger })
      : buildSiteServer({
          tenantsDir: `${ROOT}tenants`,
          distDir: DIST_DIR,
          mock: true,
          devControls: false,
          defaultTenant: TENANT,
          logger,
        });
  if (kind === 'bare') app.get('/', () => ({ hello: 'world' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
}

function start(kind: 'bare' | 'site'): Promise<{ child: ChildProcess; base: string }> {
  const child = fork(fileURLToPath(import.meta.url), [
    '--serve',
    kind,
    '--log-level',
    values['log-level'],
  ]);
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number }) =>
      resolve({ child, base: `http://127.0.0.1:${message.port}` }),
    );
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

interface Figures {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Figures> {
  const result = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration: Number(values.duration),
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function main(): Promise<void> {
  if (!existsSync(`${DIST_DIR}/index.html`)) throw new Error('Run `pnpm build` first.');
  const bare = await start('bare');
  const site = await start('site');
  try {
    const baseline = await measure('bare Fastify hello-world', `${bare.base}/`);
    const page = await measure(`GET / (${TENANT})`, `${site.base}/`);
    const api = await measure('GET /wps/system/status (mock)', `${site.base}/wps/system/status`, {
      merchant: 'SGN01',
    });
    const rows = [baseline, page, api].map((row) => ({
      ...row,
      ratio: (row.requestsPerSecond / baseline.requestsPerSecond).toFixed(2),
    }));
    console.info(
      `${CONNECTIONS} connections, ${values.duration} s each, log level ${values['log-level']}, load average ${(
        await import('node:os')
      )
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
    for (const row of rows) {
      console.info(
        `${row.name.padEnd(34)} ${String(row.requestsPerSecond).padStart(7)} req/s  p99 ${String(row.p99Ms).padStart(4)} ms  ratio ${row.ratio}  errors ${row.errors}`,
      );
    }
    const pageRatio = page.requestsPerSecond / baseline.requestsPerSecond;
    const apiRatio = api.requestsPerSecond / baseline.requestsPerSecond;
    const verdict = [
      `GET / ${pageRatio >= TARGETS.page ? 'meets' : 'misses'} ≥ ${TARGETS.page} of bare Fastify`,
      `status ${apiRatio >= TARGETS.api ? 'meets' : 'misses'} ≥ ${TARGETS.api}`,
      `p99 ${Math.max(page.p99Ms, api.p99Ms) <= TARGETS.p99Ms ? 'meets' : 'misses'} ≤ ${TARGETS.p99Ms} ms`,
    ];
    console.info(verdict.join('; '));
  } finally {
    bare.child.kill();
    site.child.kill();
  }
}

if (values.serve) await serve(values.serve, values['log-level']);
else await main();
