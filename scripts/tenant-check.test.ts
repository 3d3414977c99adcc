import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAME_CATEGORIES, NAV_ITEMS } from '@wl/tenant-config';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appFacts, DEFAULT_TENANTS_DIR, runTenantCheck } from './tenant-check.js';

const app = await appFacts();

/** The categories whose page is a game centre, as an error message lists them. */
const GAME_CENTRE_TYPES = GAME_CATEGORIES.filter(({ screen }) => screen === 'game-centre')
  .map(({ type }) => type)
  .join(', ');

const SCRIPT = fileURLToPath(new URL('./tenant-check.ts', import.meta.url));

let work: string;
let dir: string;

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'wl-check-'));
  dir = join(work, 'tenants');
  cpSync(DEFAULT_TENANTS_DIR, dir, { recursive: true });
});

afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('tenant:check', () => {
  it('passes the shipped tenants against the real widget schemas, with a one-line summary', () => {
    const result = runTenantCheck(DEFAULT_TENANTS_DIR, app);
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(
      /^tenant:check: 3 tenants \(goalline, jade, saigon\) OK, \d+ files and \d+ assets checked in tenants\/$/,
    );
  });

  it('prints every problem as file#pointer: message and fails', () => {
    writeFileSync(join(dir, 'jade', 'menu.json'), '{ "header": ["HOME", "CASINO"] }');
    writeFileSync(
      join(dir, 'saigon', 'theme.json'),
      '{ "daisyTheme": "luxury", "logo": "gold.png" }',
    );
    const result = runTenantCheck(dir, app);
    expect(result.exitCode).toBe(1);
    expect(result.stderr.split('\n')).toEqual([
      `${dir}/jade/menu.json#/header/1: expected one of ${NAV_ITEMS.join(', ')} but got "CASINO"`,
      `${dir}/saigon/theme.json#/logo: asset "gold.png" not found in ${dir}/saigon/assets/ or ${dir}/_default/assets/`,
      `tenant:check: 2 errors in ${dir}/`,
    ]);
  });

  it('checks the widgets of features and the pages of routes like the generic ones', () => {
    writeFileSync(
      join(dir, 'jade', 'pages', 'live.json'),
      JSON.stringify({
        sections: {
          main: { type: 'game-center', settings: { gameType: 'CASINO' } },
          promo: { type: 'hero', settings: { ctaHref: '/promotion' } },
        },
        order: ['promo', 'main', 'hosts'],
      }),
    );
    writeFileSync(join(dir, 'jade', 'pages', 'casino.json'), '{ "sections": {}, "order": [] }');
    const lines = runTenantCheck(dir, app).stderr.split('\n');
    expect(lines[0]).toMatch(
      /^.*\/jade\/pages\/casino\.json#: no route shows page "casino"; expected one of home, .*\blive\b/,
    );
    expect(lines[1]).toBe(
      `${dir}/jade/pages/live.json#/sections/main/settings/gameType: expected one of ${GAME_CENTRE_TYPES} but got "CASINO"`,
    );
    expect(lines[2]).toMatch(
      /jade\/pages\/live\.json#\/sections\/promo\/settings\/ctaHref: "\/promotion" is not a route or an http\(s\) URL; expected an http\(s\) URL or one of \/, \/login, /,
    );
    expect(lines.at(-1)).toBe(`tenant:check: 3 errors in ${dir}/`);
  });

  it("checks the header's blocks and layout variants against the header's schema", () => {
    writeFileSync(
      join(dir, 'jade', 'layout.json'),
      JSON.stringify({
        header: {
          sections: {
            header: {
              settings: {
                blocks: [{ type: 'logo' }, { type: 'search' }],
                menuStyle: 'mega',
                phoneMenuStyle: 'bar',
              },
            },
          },
        },
      }),
    );
    const lines = runTenantCheck(dir, app).stderr.split('\n');
    expect(lines.slice(0, -1).sort()).toEqual([
      `${dir}/jade/layout.json#/header/sections/header/settings/blocks/1/type: expected one of logo, navigation, balance, shortcuts, member-menu, language but got "search"`,
      `${dir}/jade/layout.json#/header/sections/header/settings/menuStyle: expected one of bar, drop-down, drawer but got "mega"`,
      `${dir}/jade/layout.json#/header/sections/header/settings/phoneMenuStyle: expected one of drop-down, drawer but got "bar"`,
    ]);
  });

  it('runs as a command that exits 1 on errors', () => {
    writeFileSync(
      join(dir, 'jade', 'pages', 'home.json'),
      '{ "sections": { "hero": { "type": "carousel" } } }',
    );
    const run = (): string =>
      execFileSync(process.execPath, ['--import', 'tsx', SCRIPT, '--dir', dir], {
        encoding: 'utf8',
        stdio: 'pipe',
      });
    expect(run).toThrow(
      /jade\/pages\/home\.json#\/sections\/hero\/type: unknown widget type "carousel"/,
    );
  }, 30_000);
});
