import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { E2E_ENV } from './e2e-env.js';

const root = new URL('../..', import.meta.url).pathname;

/** Starts the one site server (site.ts) every spec uses; returns its teardown. */
export default async function setup(): Promise<() => Promise<void>> {
  const distDir = join(root, 'packages/runtime/dist');
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error('No production build in packages/runtime/dist: run `pnpm build` first.');
  }
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['tests/e2e/site.ts', distDir], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const firstLine = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`site server exited with ${code}`)));
  });
  const { port, tenantsDir } = JSON.parse(firstLine) as { port: number; tenantsDir: string };

  // Workers inherit the runner's environment.
  process.env[E2E_ENV.port] = String(port);
  process.env[E2E_ENV.distDir] = distDir;
  process.env[E2E_ENV.tenantsDir] = tenantsDir;

  return async () => {
    child.kill('SIGTERM');
    await exited;
  };
}
