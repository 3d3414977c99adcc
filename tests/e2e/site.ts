/**
 * The one site server every browser spec uses: the production build, the mock backend with dev
 * controls, and a private copy of tenants/ (so a test can add a tenant the way an operator
 * would). Prints `{ "port", "tenantsDir" }` as one JSON line once it listens; stops on SIGTERM.
 * Dev controls keep the service worker off (it would stand between the specs and the network);
 * `--service-worker` turns it on for the specs of the installable app.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSiteServer } from '@wl/site-server';

const [distDir, ...flags] = process.argv.slice(2);
if (!distDir) throw new Error('usage: site.ts <distDir> [--service-worker]');
const root = new URL('../..', import.meta.url).pathname;
const tenantsDir = mkdtempSync(join(tmpdir(), 'wl-e2e-tenants-'));
cpSync(join(root, 'tenants'), tenantsDir, { recursive: true });
const server = buildSiteServer({
  tenantsDir,
  distDir,
  mock: true,
  devControls: true,
  serviceWorker: flags.includes('--service-worker'),
  logger: false,
});
await server.listen({ port: 0, host: '127.0.0.1' });
const address = server.server.address();
if (!address || typeof address === 'string') throw new Error('site server has no port');
process.stdout.write(`${JSON.stringify({ port: address.port, tenantsDir })}\n`);

process.on('SIGTERM', () => {
  void server.close().finally(() => {
    rmSync(tenantsDir, { recursive: true, force: true });
    process.exit(0);
  });
});
