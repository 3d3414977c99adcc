import { devControl, expect, tenantUrl, test } from './browser.js';
import { translate } from './tenant-fixtures.js';

test.describe('start-up views by system status', () => {
  test.afterEach(async () => {
    await devControl('/reset');
  });

  test('status 1 shows the maintenance page with its end time and customer service', async ({
    page,
  }) => {
    await devControl('/tenants/saigon/status', {
      status: 1,
      maintenanceEnd: '2030-01-02T03:04:00Z',
    });
    await page.goto(tenantUrl('saigon', '/promotions'));
    const view = page.locator('[data-widget="maintenance"]');
    await view.waitFor();
    const text = await view.innerText();
    expect(text).toContain(translate('saigon', 'VI', 'status.maintenance.title'));
    expect(text).toContain(translate('saigon', 'VI', 'status.maintenance.thanks'));
    expect(await page.getByTestId('maintenance-end').innerText()).toContain('2030');
    expect(await view.getByRole('button').or(view.getByRole('link')).count()).toBeGreaterThan(0);
    expect(await page.locator('[data-widget="header"]').count()).toBe(0);
  });

  test('status 2 shows the blocked page with the visitor IP', async ({ page }) => {
    await devControl('/tenants/jade/status', { status: 2 });
    await page.goto(tenantUrl('jade', '/'));
    const view = page.locator('[data-widget="blocked"]');
    await view.waitFor();
    const text = await view.innerText();
    expect(text).toContain(translate('jade', 'EN', 'status.blocked.title'));
    expect(text).toMatch(/127\.0\.0\.1|::1/);
  });

  test("a closed site shows its status page without any of the app's code", async ({ page }) => {
    await devControl('/tenants/saigon/status', { status: 1 });
    await page.route('**/assets/**/*.js', (route) => route.abort());
    await page.goto(tenantUrl('saigon', '/member'));
    await expect(page.locator('#root > [data-first-view] h1')).toHaveText(
      translate('saigon', 'VI', 'status.maintenance.title'),
    );
    await devControl('/tenants/jade/status', { status: 2 });
    await page.goto(tenantUrl('jade', '/'));
    await expect(page.locator('#root > [data-first-view] h1')).toHaveText(
      translate('jade', 'EN', 'status.blocked.title'),
    );
    await expect(page.locator('#root > [data-first-view]')).toContainText(/127\.0\.0\.1|::1/);
  });

  test('status 0 after a reset shows the app again', async ({ page }) => {
    await devControl('/tenants/saigon/status', { status: 1 });
    await devControl('/reset');
    await page.goto(tenantUrl('saigon', '/'));
    await page.locator('[data-widget="header"]').waitFor();
    expect(await page.locator('[data-widget="maintenance"]').count()).toBe(0);
  });
});
