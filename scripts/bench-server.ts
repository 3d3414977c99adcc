/**
 * `pnpm bench:server`: the site server's figures in one run, on loopback (docs/performance.md,
 * "The site server"). Throughput and latency of `GET /` (plain and compressed) and of a mock
 * endpoint against a bare Fastify hello-world measured in the same run (autocannon, 50
 * connections, after a 1 s warm-up); then the hard front's probes (bench-server-probes.ts): a
 * keep-alive client past the per-socket limit, 4,200 half-open connections from one address, a
 * 49 MB locale dropped into one tenant, a hard link out of a tenant's assets. Each server runs in
 * its own process; the site server serves a temporary copy of `tenants/`. Writes the figures into
 * docs/performance.md between its `bench:server` markers. Needs a runtime build (`pnpm build`).
 *
 *   pnpm bench:server [--duration <s>] [--log-level <pino level>] [--cpu-prof <dir>] [--no-write]
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { fork, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildSiteServer, LISTEN_BACKLOG } from '@wl/site-server';
import {
  halfOpenProbe,
  hardLinkProbe,
  keepAliveProbe,
  reloadProbe,
  type ProbedServer,
} from './bench-server-probes.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST_DIR = `${ROOT}packages/runtime/dist`;
const REPORT = join(ROOT, 'docs', 'performance.md');
const BEGIN = '<!-- bench:server begin -->';
const END = '<!-- bench:server end -->';
const TENANT = 'saigon';
const CONNECTIONS = 50;
const TARGETS = { page: 0.3, api: 0.5, p99Ms: 20 };

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    'log-level': { type: 'string', default: 'info' },
    'cpu-prof': { type: 'string' },
    'no-write': { type: 'boolean', default: false },
    serve: { type: 'string' },
    tenants: { type: 'string' },
    'log-file': { type: 'string', default: '/dev/null' },
  },
});

/** Child process: one server on a free loopback port, reported to the parent. */
async function serve(kind: string): Promise<void> {
  const logger = { level: values['log-level'], file: values['log-file'] };
  const app =
    kind === 'bare'
      ? Fastify({ logger })
      : buildSiteServer({
          tenantsDir: values.tenants ?? `${ROOT}tenants`,
          distDir: DIST_DIR,
          mock: true,
          devControls: false,
          defaultTenant: TENANT,
          logger,
        });
  if (kind === 'bare') app.get('/', () => ({ hello: 'world' }));
  // A clean exit, so that `--cpu-prof` writes its profile.
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
  // as `pnpm serve` listens
  await app.listen({
    host: '127.0.0.1',
    port: 0,
    ...(kind === 'site' && { backlog: LISTEN_BACKLOG }),
  });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
}

interface Started {
  child: ChildProcess;
  port: number;
  base: string;
}

function start(kind: 'bare' | 'site', extra: string[] = []): Promise<Started> {
  const profile = values['cpu-prof'];
  const child = fork(
    fileURLToPath(import.meta.url),
    ['--serve', kind, '--log-level', values['log-level'], ...extra],
    {
      execArgv: [
        ...process.execArgv,
        ...(profile && kind === 'site' ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
      ],
    },
  );
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number }) =>
      resolve({ child, port: message.port, base: `http://127.0.0.1:${message.port}` }),
    );
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

/** Stops a child server and waits for it to be gone. */
function stop({ child }: Started): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
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
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 });
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

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');

function meets(ok: boolean): string {
  return ok ? 'met' : '**missed**';
}

async function main(): Promise<void> {
  if (!existsSync(`${DIST_DIR}/index.html`)) throw new Error('Run `pnpm build` first.');
  const work = mkdtempSync(join(tmpdir(), 'wl-bench-server-'));
  const tenantsDir = join(work, 'tenants');
  const logFile = join(work, 'site.log');
  cpSync(join(ROOT, 'tenants'), tenantsDir, { recursive: true });
  writeFileSync(logFile, '');
  const loadBefore = load();
  const bare = await start('bare');
  const site = await start('site', ['--tenants', tenantsDir, '--log-file', logFile]);
  try {
    const baseline = await measure('bare Fastify hello-world', `${bare.base}/`);
    await stop(bare);
    const page = await measure(`\`GET /\` (${TENANT})`, `${site.base}/`);
    const compressedPage = await measure(
      `\`GET /\` (${TENANT}), \`Accept-Encoding: br\``,
      `${site.base}/`,
      { 'accept-encoding': 'gzip, deflate, br' },
    );
    const api = await measure('`GET /wps/system/status` (mock)', `${site.base}/wps/system/status`, {
      merchant: 'SGN01',
    });
    const loadThroughput = load();
    const rows = [baseline, page, compressedPage, api];
    for (const row of rows) {
      console.info(
        `${row.name.padEnd(48)} ${String(row.requestsPerSecond).padStart(7)} req/s  p99 ${String(row.p99Ms).padStart(4)} ms  ratio ${(row.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}  errors ${row.errors}`,
      );
    }

    const server: ProbedServer = { port: site.port, pid: site.child.pid ?? 0, tenantsDir, logFile };
    const keepAlive = await keepAliveProbe(server);
    console.info('keep-alive', keepAlive);
    const halfOpen = await halfOpenProbe(server);
    console.info('half-open', halfOpen);
    const reload = await reloadProbe(server);
    console.info('reload', reload);
    const hardLink = await hardLinkProbe(server, work);
    console.info('hard link', hardLink);
    const loadAfter = load();

    const ratio = (row: Figures) => row.requestsPerSecond / baseline.requestsPerSecond;
    const p99 = Math.max(page.p99Ms, api.p99Ms);
    const table = [
      BEGIN,
      '',
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`pnpm bench:server\` on ${cpus().length} cores: load average ${loadBefore} before, ${loadThroughput} after the throughput runs, ${loadAfter} at the end (other work on the machine takes CPU from both servers and from autocannon alike). ${CONNECTIONS} connections, ${values.duration} s each after a 1 s warm-up, request logs at \`${values['log-level']}\` written to a file. Bold: a target missed.`,
      '',
      '|                         | req/s |  p99 | × bare Fastify | errors |',
      '| ----------------------- | ----: | ---: | -------------: | -----: |',
      ...rows.map(
        (row) =>
          `| ${row.name} | ${row.requestsPerSecond} | ${row.p99Ms} ms | ${ratio(row).toFixed(2)} | ${row.errors} |`,
      ),
      '',
      `Targets: \`GET /\` at least ${TARGETS.page} × bare Fastify (${meets(ratio(page) >= TARGETS.page)}), the mock endpoint at least ${TARGETS.api} × (${meets(ratio(api) >= TARGETS.api)}), p99 at most ${TARGETS.p99Ms} ms (${meets(p99 <= TARGETS.p99Ms)}).`,
      '',
      '| probe | figures |',
      '| ----- | ------- |',
      `| keep-alive client, ${keepAlive.requests} requests one after another | the first connection carried ${keepAlive.firstSocketRequests} and ended ${keepAlive.cleanClose ? 'with `Connection: close`' : '**without** `Connection: close`'}; ${keepAlive.status503} answers 503, ${keepAlive.otherFailures} other failures; ${keepAlive.logged} of ${keepAlive.requests} answers logged |`,
      `| ${halfOpen.opened} half-open connections from one address (headers never finished) | ${halfOpen.cutAtOnce} closed by the server without a word, ${halfOpen.heldUntilTimeout} held until the header timeout and answered 408, ${halfOpen.allClosedAfterS === null ? `**${halfOpen.stillOpen} still open** 7 s after all were open` : `all closed after ${halfOpen.allClosedAfterS} s`}; \`/healthz\` from another address meanwhile: ${halfOpen.healthAnswered} answered, ${halfOpen.healthFailed} failed, median ${halfOpen.healthP50Ms} ms, slowest ${halfOpen.healthMaxMs} ms |`,
      `| a ${reload.fileMb} MB locale written into jade's \`locales/\` | \`/healthz\` of saigon every 20 ms for 4 s: ${reload.healthAnswered} answered, median ${reload.healthP50Ms} ms, slowest ${reload.healthMaxMs} ms; memory ${reload.rssBeforeMb} MB before, ${reload.rssPeakMb} MB at most; jade kept its last valid dictionary: ${reload.keptLastValid ? 'yes' : '**no**'} |`,
      `| a hard link in saigon's \`assets/\` to a file outside | ${hardLink.linkedStatus === 404 ? 'refused' : '**served**'} (${hardLink.linkedStatus}); an ordinary file beside it: ${hardLink.plainStatus} |`,
      '',
      END,
    ].join('\n');
    if (values['no-write']) {
      console.info(table);
      return;
    }
    const current = readFileSync(REPORT, 'utf8');
    const from = current.indexOf(BEGIN);
    const to = current.indexOf(END);
    writeFileSync(
      REPORT,
      from >= 0 && to > from
        ? `${current.slice(0, from)}${table}${current.slice(to + END.length)}`
        : `${current.trimEnd()}\n\n${table}\n`,
    );
    console.info(`bench:server: wrote ${REPORT}`);
  } finally {
    await Promise.all([stop(bare), stop(site)]);
    rmSync(work, { recursive: true, force: true });
  }
}

if (values.serve) await serve(values.serve);
else await main();
