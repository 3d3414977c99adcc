import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { newTenantPage, tenantUrl, type TenantPage } from './browser.js';

let open: TenantPage | undefined;
afterEach(async () => {
  await open?.context.close();
  open = undefined;
});

describe('onboarding a merchant', () => {
  it('serves a tenant created with tenant:new at its hostname with no rebuild or restart', async () => {
    open = await newTenantPage();
    const { page } = open;
    const before = await page.goto(tenantUrl('lotus', '/'));
    expect(before?.status()).toBe(404);

    const created = spawnSync(
      'pnpm',
      [
        'exec',
        'tsx',
        'scripts/tenant-new.ts',
        'lotus',
        '--name',
        'Lotus Club',
        '--language',
        'EN',
        '--dir',
        inject('tenantsDir'),
      ],
      { cwd: new URL('../..', import.meta.url).pathname, encoding: 'utf8' },
    );
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toContain('http://lotus.localhost');

    await expect
      .poll(async () => (await page.goto(tenantUrl('lotus', '/')))?.status(), { timeout: 10_000 })
      .toBe(200);
    await page.locator('[data-widget="header"] nav a').first().waitFor();
    expect(await page.title()).toContain('Lotus Club');
    expect(await page.locator('[data-widget="header"] img').getAttribute('alt')).toBe('Lotus Club');
  });
});
