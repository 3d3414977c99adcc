import { signIn } from './backend.js';
import { expect, tenantUrl, test } from './browser.js';

test.describe('route guard and route modals', () => {
  for (const path of ['/lottery', '/vnLottery', '/seaLottery', '/member']) {
    test(`sends a visitor without a token from ${path} to /login with the login modal over home`, async ({
      page,
    }) => {
      await page.goto(tenantUrl('saigon', path));
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByRole('dialog').waitFor();
      expect(await page.locator('[data-page="home"]').count()).toBe(1);
    });
  }

  test('lets a visitor with a token from the page URL into a guarded section', async ({ page }) => {
    const token = await signIn(page, 'saigon');
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(tenantUrl('saigon', `/lottery?token=${token}`));
    await page.locator('[data-widget="lottery"]').waitFor();
    expect(new URL(page.url()).searchParams.get('token')).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBe(token);
  });

  test('opens the register modal on /register and locks page scroll until it closes', async ({
    page,
  }) => {
    await page.goto(tenantUrl('jade', '/register'));
    await page.getByRole('dialog').waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('renders agent pages without header, footer or side menu', async ({ page }) => {
    await page.goto(tenantUrl('saigon', '/agent'));
    await page.locator('[data-layout="bare"]').waitFor();
    expect(
      await page
        .locator('[data-widget="header"], [data-widget="footer"], [data-widget="side-menu"]')
        .count(),
    ).toBe(0);
  });
});
