import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where the tenants come from: a folder, or a Git repository synced into a local folder. */
export type TenantSource =
  | { kind: 'folder'; dir: string }
  | { kind: 'git'; url: string; ref: string; dir: string; intervalMs: number };

/** Default time between two fetches of a Git tenant source. */
export const DEFAULT_SYNC_INTERVAL_MS = 10_000;

/**
 * `WL_TENANTS`: a folder path, or `git+<url>[#<ref>]` (any URL the git CLI takes: https, ssh,
 * file). A Git source is cloned into `checkoutDir` and fetched every `intervalMs`.
 */
export function parseTenantSource(
  value: string,
  checkoutDir: string,
  intervalMs = DEFAULT_SYNC_INTERVAL_MS,
): TenantSource {
  if (!value.startsWith('git+')) return { kind: 'folder', dir: resolve(value) };
  const [url = '', ref = 'main'] = value.slice('git+'.length).split('#', 2);
  return { kind: 'git', url, ref: ref || 'main', dir: resolve(checkoutDir), intervalMs };
}

async function git(args: readonly string[]): Promise<string> {
  const { stdout } = await run('git', args, { timeout: 60_000 });
  return stdout.trim();
}

/**
 * Keeps a local folder at the tip of a Git branch with the git CLI: a shallow clone at start,
 * then `fetch` and, when the tip moved, `reset --hard` to it. The site server reads the folder as
 * usual (its registry sees an edit within its rescan interval), so every instance serves a pushed
 * edit within one sync interval plus that, and an edit the check refuses leaves each instance on
 * the last valid version. A failed fetch is logged and retried at the next interval.
 */
export class GitTenantSync {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly source: Extract<TenantSource, { kind: 'git' }>,
    private readonly log: (message: string, error?: unknown) => void,
  ) {}

  /** Clones (or catches up an earlier clone), then starts the loop. */
  async start(): Promise<void> {
    const { dir, url, ref } = this.source;
    if (existsSync(resolve(dir, '.git'))) await this.sync();
    else await git(['clone', '--quiet', '--depth', '1', '--branch', ref, url, dir]);
    this.timer = setInterval(() => {
      this.sync().catch((error: unknown) => this.log('tenant source fetch failed', error));
    }, this.source.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Fetches the branch; moves the folder to its tip if it changed. True when it moved. */
  async sync(): Promise<boolean> {
    const { dir, ref } = this.source;
    await git(['-C', dir, 'fetch', '--quiet', '--depth', '1', 'origin', ref]);
    const [head, tip] = await Promise.all([
      git(['-C', dir, 'rev-parse', 'HEAD']),
      git(['-C', dir, 'rev-parse', 'FETCH_HEAD']),
    ]);
    if (head === tip) return false;
    await git(['-C', dir, 'reset', '--quiet', '--hard', 'FETCH_HEAD']);
    this.log(`tenant source moved to ${tip.slice(0, 12)}`);
    return true;
  }
}
