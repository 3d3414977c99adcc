/**
 * pnpm dev (after pnpm build): the tenant studio, the runtime's build in watch mode and the site
 * server in development mode. The studio starts first; its address, which carries the secret of
 * this start, is handed to the site server (`WL_STUDIO_URL`), which lists it with the tenants'
 * addresses. When the studio cannot start (its port is taken), the site still starts, without it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { runWhenInvoked } from './run-when-invoked.js';

const root = new URL('..', import.meta.url).pathname;
const bin = (name: string): string => join(root, 'node_modules/.bin', name);

/** The studio's address with its secret, as `pnpm studio` prints it. */
export const STUDIO_URL = /http:\/\/127\.0\.0\.1:\d+\/\?secret=[\w-]+/;

/** Starts the studio; its address once it listens, undefined when it stops before. */
function startStudio(children: ChildProcess[]): Promise<string | undefined> {
  const studio = spawn(bin('tsx'), ['packages/studio/src/server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(studio);
  return new Promise((resolve) => {
    let output = '';
    studio.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
      const url = STUDIO_URL.exec(output)?.[0];
      if (url) resolve(url);
    });
    studio.on('exit', () => resolve(undefined));
  });
}

async function main(): Promise<number> {
  const children: ChildProcess[] = [];
  const stopAll = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, stopAll);
  const studioUrl = await startStudio(children);
  if (!studioUrl) console.warn('dev: the tenant studio did not start; the site starts without it');
  children.push(
    spawn(
      'pnpm',
      ['--filter', '@wl/runtime', 'exec', 'vite', 'build', '--watch', '--logLevel', 'warn'],
      { cwd: root, stdio: 'inherit' },
    ),
  );
  const site = spawn(bin('tsx'), ['watch', 'packages/site-server/src/main.ts', '--dev'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      WL_DEFAULT_TENANT: process.env.WL_DEFAULT_TENANT || 'saigon',
      ...(studioUrl ? { WL_STUDIO_URL: studioUrl } : {}),
    },
  });
  children.push(site);
  const code = await new Promise<number>((resolve) =>
    site.on('exit', (exit) => resolve(exit ?? 0)),
  );
  stopAll();
  return code;
}

runWhenInvoked(import.meta.url, main);
