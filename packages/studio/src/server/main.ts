/**
 * pnpm studio [--port <port>]: the tenant studio on http://127.0.0.1:<port>/ (default 4400), with a
 * secret made for this start in the address it prints. Refused in production mode.
 * Environment: WL_TENANTS (tenants/), WL_DIST (packages/runtime/dist, for the preview).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tenantCheckFacts } from '@wl/features/node';
import { PreviewSite } from './preview-site.js';
import { buildStudioServer } from './build-studio-server.js';
import {
  assertStudioAllowed,
  newStudioSecret,
  STUDIO_HOST,
  StudioRefused,
} from './studio-guard.js';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const UI_DIR = fileURLToPath(new URL('../../dist', import.meta.url));

function portFrom(argv: readonly string[], env: NodeJS.ProcessEnv): number {
  const index = argv.indexOf('--port');
  const text = index === -1 ? (env.STUDIO_PORT ?? '4400') : argv[index + 1];
  const port = Number(text);
  if (!/^\d+$/.test(text ?? '') || port > 65535)
    throw new StudioRefused(`the port must be a number from 0 to 65535, got "${text}"`);
  return port;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  assertStudioAllowed(argv, process.env);
  const port = portFrom(argv, process.env);
  const tenantsDir = resolve(process.env.WL_TENANTS || join(REPO_ROOT, 'tenants'));
  const distDir = resolve(process.env.WL_DIST || join(REPO_ROOT, 'packages/runtime/dist'));
  const secret = newStudioSecret();
  const facts = await tenantCheckFacts();
  const origins: string[] = [];
  const built = existsSync(join(distDir, 'index.html'));
  const preview = built
    ? new PreviewSite({ tenantsDir, distDir, studioOrigins: () => origins })
    : undefined;
  const app = buildStudioServer({
    tenantsDir,
    facts,
    secret,
    uiDir: UI_DIR,
    ...(preview
      ? { preview }
      : { previewMissing: `no runtime build in ${distDir}: run pnpm build for the preview` }),
  });
  app.addHook('onClose', async () => preview?.close());
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  await app.listen({ host: STUDIO_HOST, port });
  const address = app.server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  origins.push(`http://${STUDIO_HOST}:${actual}`, `http://localhost:${actual}`);
  console.info(
    `\nTenant studio (this machine only): http://${STUDIO_HOST}:${actual}/?secret=${secret}`,
  );
  console.info(`Editing ${tenantsDir}`);
  if (!preview) console.info('No preview: run pnpm build first.');
}

main().catch((error: unknown) => {
  console.error(error instanceof StudioRefused ? `studio: ${error.message}` : error);
  process.exit(1);
});
