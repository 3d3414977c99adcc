import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const root = new URL('../..', import.meta.url).pathname;

/** A site server (site.ts) running in a child process. */
export interface SiteProcess {
  port: number;
  tenantsDir: string;
  stop: () => Promise<void>;
}

/**
 * Starts site.ts on `distDir` (a production build) with `args` (e.g. `--service-worker`) and
 * answers once it listens.
 */
export async function startSiteProcess(
  distDir: string,
  args: readonly string[] = [],
): Promise<SiteProcess> {
  const child = spawn(
    join(root, 'node_modules/.bin/tsx'),
    ['tests/e2e/site.ts', distDir, ...args],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const firstLine = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`site server exited with ${code}`)));
  });
  const { port, tenantsDir } = JSON.parse(firstLine) as { port: number; tenantsDir: string };
  return {
    port,
    tenantsDir,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
