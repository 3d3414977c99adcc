import { spawnSync } from 'node:child_process';
import { expect, tenantUrl, test } from './browser.js';
import { e2eEnv } from './e2e-env.js';

test.describe('onboarding a merchant', () => {
  test('serves a tenant created with tenant:new at its hostname with no rebuild or restart', async ({
    page,
  }) => {
    const before = await page.goto(tenantUrl('lotus', '/'));
    expect(before?.status()).toBe(404);

    const root = new URL('../..', import.meta.url).pathname;
    const created = spawnSync(
      `${root}node_modules/.bin/tsx`,
      [
        'scripts/tenant-new.ts',
        'lotus',
        '--name',
        'Lotus Club',
        '--language',
        'EN',
        '--dir',
        e2eEnv('tenantsDir'),
      ],
      { cwd: root, encoding: 'utf8' },
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
