import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GitTenantSync, parseTenantSource } from './tenant-source.js';

const root = mkdtempSync(join(tmpdir(), 'wl-tenant-source-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=ops', '-c', 'user.email=ops@example.invalid', ...args], {
    cwd,
  });

describe('tenants from a Git branch', () => {
  it('reads a folder path as a folder and git+<url>#<ref> as a branch to sync', () => {
    expect(parseTenantSource('tenants', '/tmp/x')).toMatchObject({ kind: 'folder' });
    expect(parseTenantSource('git+file:///srv/brands.git', '/tmp/x', 2000)).toEqual({
      kind: 'git',
      url: 'file:///srv/brands.git',
      ref: 'main',
      dir: '/tmp/x',
      intervalMs: 2000,
    });
  });

  it('clones the branch, then follows a pushed edit into the local folder', async () => {
    const origin = join(root, 'origin');
    execFileSync('git', ['init', '--quiet', '--initial-branch', 'live', origin]);
    writeFileSync(join(origin, 'theme.json'), '{"v":1}');
    git(origin, 'add', '.');
    git(origin, 'commit', '--quiet', '-m', 'first');
    const source = parseTenantSource(`git+file://${origin}#live`, join(root, 'checkout'));
    if (source.kind !== 'git') throw new Error('a Git source');
    const messages: string[] = [];
    const sync = new GitTenantSync({ ...source, intervalMs: 3_600_000 }, (m) => messages.push(m));
    await sync.start();
    expect(readFileSync(join(source.dir, 'theme.json'), 'utf8')).toBe('{"v":1}');
    expect(await sync.sync()).toBe(false);
    writeFileSync(join(origin, 'theme.json'), '{"v":2}');
    git(origin, 'commit', '--quiet', '-am', 'second');
    expect(await sync.sync()).toBe(true);
    expect(readFileSync(join(source.dir, 'theme.json'), 'utf8')).toBe('{"v":2}');
    expect(messages.some((m) => m.startsWith('tenant source moved to'))).toBe(true);
    sync.stop();
  });
});
