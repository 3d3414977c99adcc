import { afterEach, describe, expect, it } from 'vitest';
import { newTenantPage, tenantUrl, type TenantPage } from './browser.js';

let open: TenantPage | undefined;
afterEach(async () => {
  await open?.context.close();
  open = undefined;
});

describe('route guard and route modals', () => {
  it.each(['/lottery', '/vnLottery', '/seaLottery', '/member'])(
    'sends a visitor without a token from %s to /login with the login modal over home',
    async (path) => {
      open = await newTenantPage();
      const { page } = open;
      await page.goto(tenantUrl('saigon', path));
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByRole('dialog').waitFor();
      expect(await page.locator('[data-page="home"]').count()).toBe(1);
    },
  );

  it('lets a visitor with a token from the page URL into a guarded section', async () => {
    open = await newTenantPage();
    const { page } = open;
    await page.goto(tenantUrl('saigon', '/lottery?token=abc123'));
    await page.locator('[data-section="Lottery"]').waitFor();
    expect(new URL(page.url()).searchParams.get('token')).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBe('abc123');
  });

  it('opens the register modal on /register and locks page scroll until it closes', async () => {
    open = await newTenantPage();
    const { page } = open;
    await page.goto(tenantUrl('jade', '/register'));
    await page.getByRole('dialog').waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  it('renders agent pages without header, footer or side menu', async () => {
    open = await newTenantPage();
    const { page } = open;
    await page.goto(tenantUrl('saigon', '/agent'));
    await page.locator('[data-layout="bare"]').waitFor();
    expect(
      await page
        .locator('[data-widget="header"], [data-widget="footer"], [data-widget="side-menu"]')
        .count(),
    ).toBe(0);
  });
});
