import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createSiteFixture } from './test-support/site-fixture.js';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs main.ts until it exits, or until `until` matches its output (then stops it). */
function runMain(env: Record<string, string>, until?: RegExp): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [MAIN], { env: { ...process.env, LOG_LEVEL: 'warn', ...env } });
    let stdout = '';
    let stderr = '';
    const check = (): void => {
      if (until?.test(stdout)) child.kill('SIGTERM');
    };
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      check();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const site = createSiteFixture();
const emptyDist = mkdtempSync(join(tmpdir(), 'wl-empty-dist-'));
afterAll(() => {
  site.remove();
  rmSync(emptyDist, { recursive: true, force: true });
});

describe('pnpm serve', () => {
  it('stops with a clear message when the runtime is not built', async () => {
    const run = await runMain({ WL_DIST: emptyDist, WL_TENANTS: site.tenantsDir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('run pnpm build first');
  }, 30_000);

  it('prints the URL of every tenant and the default one', async () => {
    site.writeTenant('zulu', { 'tenant.json': { merchantCode: 'ZULU01', displayName: 'Zulu' } });
    const run = await runMain(
      {
        WL_DIST: site.distDir,
        WL_TENANTS: site.tenantsDir,
        PORT: '0',
        HOST: '127.0.0.1',
        WL_DEFAULT_TENANT: 'zulu',
      },
      /default\s+http:\/\/localhost:\d+\//,
    );
    expect(run.stdout).toMatch(/zulu\s+http:\/\/zulu\.localhost:\d+\//);
    expect(run.stdout).toMatch(/default\s+http:\/\/localhost:\d+\/ {2}\(zulu\)/);
  }, 30_000);

  it('in production, stops naming the tenant that has no upstream', async () => {
    const run = await runMain({
      WL_DIST: site.distDir,
      WL_TENANTS: site.tenantsDir,
      PORT: '0',
      NODE_ENV: 'production',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/production mode refused to start/);
    expect(run.stderr).toMatch(/tenant "jade" has no api.upstream/);
  }, 30_000);
});
