import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTenant, TenantRegistry } from '@wl/tenant-config/node';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appFacts, DEFAULT_TENANTS_DIR, runTenantCheck } from './tenant-check.js';
import { parseArgs } from './tenant-new.js';

const app = await appFacts();

const SCRIPT = fileURLToPath(new URL('./tenant-new.ts', import.meta.url));

let work: string;
let dir: string;

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'wl-new-'));
  dir = join(work, 'tenants');
  cpSync(DEFAULT_TENANTS_DIR, dir, { recursive: true });
});

afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('tenant:new', () => {
  it('scaffolds a tenant that passes the check and is served at <code>.localhost', () => {
    const registry = new TenantRegistry({ tenantsDir: dir, rescanIntervalMs: 0, appFacts: app });
    const result = createTenant({
      dir,
      code: 'lotus',
      name: 'Lotus & Co',
      merchant: 'LOT01',
      language: 'en',
      app,
    });
    expect(result.ok).toBe(true);
    expect(result.url).toBe('http://lotus.localhost:8080/');
    expect(result.lines.at(-1)).toBe('open http://lotus.localhost:8080/');
    expect(JSON.parse(readFileSync(join(dir, 'lotus', 'tenant.json'), 'utf8'))).toMatchObject({
      merchantCode: 'LOT01',
      displayName: 'Lotus & Co',
      hostnames: [],
      languages: { default: 'EN', enabled: ['EN', 'VI', 'CN', 'TW'] },
    });
    expect(readFileSync(join(dir, 'lotus', 'assets', 'logo.svg'), 'utf8')).toContain(
      '>Lotus &#38; Co</text>',
    );
    expect(runTenantCheck(dir, app).exitCode).toBe(0);
    const served = registry.resolveHost('lotus.localhost:8080');
    expect(served?.tenant.merchantCode).toBe('LOT01');
    // The default home is game-first: the banner, the winners, the hot and new games.
    expect(served?.pages.home?.order).toEqual([
      'banner',
      'notices',
      'winners',
      'games',
      'casino',
      'live-streams',
      'figures',
      'app-download',
      'advantages',
    ]);
    expect(served?.menu.header).toHaveLength(11);
    expect(served?.theme.logo).toBe('logo.svg');
    expect(registry.assetPath('lotus', 'logo.svg')).toBe(join(dir, 'lotus', 'assets', 'logo.svg'));
  });

  it('derives name, merchant code and language from the code and _default when not given', () => {
    const result = createTenant({ dir, code: 'golden-dragon', app });
    expect(result.ok).toBe(true);
    expect(
      JSON.parse(readFileSync(join(dir, 'golden-dragon', 'tenant.json'), 'utf8')),
    ).toMatchObject({
      merchantCode: 'GOLDENDRAGON',
      displayName: 'Golden Dragon',
      languages: { default: 'VI', enabled: ['VI', 'EN', 'CN', 'TW'] },
    });
  });

  it('refuses an existing tenant, an invalid code and a taken merchant code, writing nothing', () => {
    expect(createTenant({ dir, code: 'jade' })).toEqual({
      ok: false,
      lines: [`tenant "jade" already exists in ${dir}/jade`],
    });
    expect(createTenant({ dir, code: 'Lotus' }).lines[0]).toMatch(
      /^"Lotus" is not a valid tenant code/,
    );
    expect(createTenant({ dir, code: '_default' }).ok).toBe(false);
    const taken = createTenant({ dir, code: 'lotus', merchant: 'SGN01', app });
    expect(taken.ok).toBe(false);
    expect(taken.lines.join('\n')).toContain(
      `${dir}/lotus/tenant.json#/merchantCode: merchant code "SGN01" is also used by tenant "saigon"`,
    );
    expect(existsSync(join(dir, 'lotus'))).toBe(false);
    expect(createTenant({ dir, code: 'lotus', language: 'XX' }).lines[0]).toMatch(
      /^unknown language "XX"/,
    );
  });

  it('reads its command line', () => {
    expect(
      parseArgs([
        'lotus',
        '--name',
        'Lotus Club',
        '--merchant',
        'LOT01',
        '--language',
        'EN',
        '--dir',
        '/t',
      ]),
    ).toEqual({
      code: 'lotus',
      name: 'Lotus Club',
      merchant: 'LOT01',
      language: 'EN',
      dir: '/t',
    });
    expect(parseArgs([])).toMatch(/^usage: pnpm tenant:new <code>/);
    expect(parseArgs(['lotus', '--colour', 'red'])).toBe('unknown option --colour');
  });

  it('runs as a command that prints the URL, and refuses a duplicate with exit code 1', () => {
    const run = (): string =>
      execFileSync(
        process.execPath,
        ['--import', 'tsx', SCRIPT, 'lotus', '--name', 'Lotus', '--dir', dir],
        {
          encoding: 'utf8',
          stdio: 'pipe',
          env: { ...process.env, PORT: '' },
        },
      );
    expect(run()).toContain('open http://lotus.localhost:8080/');
    expect(run).toThrow(/tenant "lotus" already exists/);
  }, 30_000);
});
