import { afterEach, describe, expect, it } from 'vitest';
import { devControl, newTenantPage, tenantUrl, type TenantPage } from './browser.js';
import { translate } from './tenant-fixtures.js';

let open: TenantPage | undefined;
afterEach(async () => {
  await open?.context.close();
  open = undefined;
  await devControl('/reset');
});

describe('start-up views by system status', () => {
  it('status 1 shows the maintenance page with its end time and customer service', async () => {
    await devControl('/tenants/saigon/status', {
      status: 1,
      maintenanceEnd: '2030-01-02T03:04:00Z',
    });
    open = await newTenantPage();
    const { page } = open;
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

  it('status 2 shows the blocked page with the visitor IP', async () => {
    await devControl('/tenants/jade/status', { status: 2 });
    open = await newTenantPage();
    const { page } = open;
    await page.goto(tenantUrl('jade', '/'));
    const view = page.locator('[data-widget="blocked"]');
    await view.waitFor();
    const text = await view.innerText();
    expect(text).toContain(translate('jade', 'EN', 'status.blocked.title'));
    expect(text).toMatch(/127\.0\.0\.1|::1/);
  });

  it('status 0 after a reset shows the app again', async () => {
    await devControl('/tenants/saigon/status', { status: 1 });
    await devControl('/reset');
    open = await newTenantPage();
    await open.page.goto(tenantUrl('saigon', '/'));
    await open.page.locator('[data-widget="header"]').waitFor();
    expect(await open.page.locator('[data-widget="maintenance"]').count()).toBe(0);
  });
});
