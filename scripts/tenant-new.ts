/**
 * pnpm tenant:new <code> [--name "Display Name"] [--merchant CODE] [--language VI] [--dir <tenants>]
 * Scaffolds tenants/<code>/ with tenant.json and a logo (`createTenant`); everything else is
 * inherited from _default. The result is checked before anything is written.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createTenant, type NewTenantOptions } from '@wl/tenant-config/node';
import { appFacts, DEFAULT_TENANTS_DIR, displayPath } from './tenant-check.js';

export function parseArgs(args: readonly string[]): Omit<NewTenantOptions, 'app'> | string {
  const options: Partial<NewTenantOptions> = {};
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const flags = {
      '--name': 'name',
      '--merchant': 'merchant',
      '--language': 'language',
      '--dir': 'dir',
    } as const;
    if (arg in flags) {
      const value = args[++i];
      if (value === undefined) return `${arg} needs a value`;
      options[flags[arg as keyof typeof flags]] = value;
    } else if (arg.startsWith('--')) {
      return `unknown option ${arg}`;
    } else {
      positional.push(arg);
    }
  }
  if (positional.length !== 1 || positional[0] === undefined) {
    return 'usage: pnpm tenant:new <code> [--name "Display Name"] [--merchant CODE] [--language VI] [--dir <tenants folder>]';
  }
  return { ...options, code: positional[0], dir: options.dir ?? DEFAULT_TENANTS_DIR };
}

async function main(): Promise<void> {
  const parsed = parseArgs(process.argv.slice(2));
  if (typeof parsed === 'string') {
    console.error(parsed);
    process.exitCode = 1;
    return;
  }
  const app = await appFacts();
  const result = createTenant({
    ...parsed,
    app,
    root: displayPath(resolve(parsed.dir)),
    port: process.env.PORT || undefined,
  });
  if (result.ok) console.info(result.lines.join('\n'));
  else console.error(result.lines.join('\n'));
  process.exitCode = result.ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href)
  await main();
