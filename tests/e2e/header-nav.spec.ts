import type { Page } from '@playwright/test';
import { expect, tenantUrl, test } from './browser.js';
import { signIn } from './sign-in.js';
import { startSignedIn, startVisitor } from './member-session.js';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const navLinks = (page: Page) => nav(page).getByRole('link');

/** Waits until the game menus have loaded: the drop-menu buttons appear. */
async function menusLoaded(page: Page): Promise<void> {
  await nav(page).locator('button[aria-expanded]').first().waitFor();
}

test.describe('header navigation', () => {
  test('shows only the categories that have vendors, in the tenant order', async ({ page }) => {
    await startVisitor(page);
    await page.goto(tenantUrl('jade', '/'));
    await menusLoaded(page);
    // jade's menu lists LOTT, which has no vendor there.
    expect((await navLinks(page).allInnerTexts()).map((text) => text.trim())).toEqual([
      'Home',
      'E-Lottery',
      'Live Casino',
      'Slots',
      'Sports',
      'Promotions',
      'Fishing',
      'Cockfight',
    ]);
  });

  // jade's E-Lottery has one vendor, its own e-lottery (every other demo category has four or more).
  test('a category with one vendor launches it directly: a visitor gets the login window', async ({
    page,
  }) => {
    await startVisitor(page);
    await page.goto(tenantUrl('jade', '/'));
    await menusLoaded(page);
    await navLinks(page).filter({ hasText: 'E-Lottery' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('a member clicking a one-vendor category starts its game', async ({ page }) => {
    // jade seals its calls (modern encryption): sign in through the backend's own sealer
    await startVisitor(page);
    await page.goto(tenantUrl('jade', '/'));
    await signIn(page, 'player.one');
    await menusLoaded(page);
    await navLinks(page)
      .filter({ hasText: /^E-Lottery$/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/lottery');
    expect(new URL(page.url()).searchParams.get('gameCode')).toBe('EL_PK10');
  });

  test('a category with several vendors goes to its page', async ({ page }) => {
    await startVisitor(page);
    await page.goto(tenantUrl('saigon', '/'));
    await menusLoaded(page);
    await navLinks(page).filter({ hasText: 'Live Casino' }).click();
    await page.waitForURL((url) => url.pathname === '/live');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('hover shows the vendors, in the large layout above 10', async ({ page }) => {
    await startVisitor(page);
    await page.goto(tenantUrl('saigon', '/'));
    await menusLoaded(page);
    await navLinks(page).filter({ hasText: 'Live Casino' }).hover();
    const live = page.getByRole('group', { name: 'Live Casino: providers' });
    await expect(live).toHaveAttribute('data-layout', 'compact');
    await expect(live.getByRole('button')).toHaveCount(7);

    await navLinks(page).filter({ hasText: 'Slots' }).hover();
    const slots = page.getByRole('group', { name: 'Slots: providers' });
    await expect(slots).toHaveAttribute('data-layout', 'large');
    await expect(slots.getByRole('button')).toHaveCount(14);
    await expect(live).toHaveCount(0);
    const box = await slots.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(600);
  });

  test('the keyboard opens a drop menu: Tab to a category, ArrowDown into it, Escape back', async ({
    page,
  }) => {
    await startVisitor(page);
    await page.goto(tenantUrl('saigon', '/'));
    await menusLoaded(page);
    await page.getByRole('link', { name: 'Saigon Royal' }).focus();
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      const item = await page.evaluate(() => document.activeElement?.getAttribute('data-nav-item'));
      if (item === 'LIVE') break;
    }
    const live = page.getByRole('group', { name: 'Live Casino: providers' });
    await expect(live).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(live.getByRole('button').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(live).toHaveCount(0);
    await expect(navLinks(page).filter({ hasText: 'Live Casino' })).toBeFocused();
  });

  test.describe('on a touch tablet', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 820, height: 1180 } });

    test('the first tap shows the drop menu, the second follows the category', async ({ page }) => {
      await startVisitor(page);
      await page.goto(tenantUrl('saigon', '/'));
      await menusLoaded(page);
      const link = navLinks(page).filter({ hasText: 'Live Casino' });
      await link.tap();
      await expect(page.getByRole('group', { name: 'Live Casino: providers' })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/');
      await link.tap();
      await page.waitForURL((url) => url.pathname === '/live');
    });
  });

  test.describe('on a phone', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } });

    test('saigon: a Menu button opens the navigation in a side drawer; Escape closes it', async ({
      page,
    }) => {
      await startVisitor(page);
      await page.goto(tenantUrl('saigon', '/'));
      // No bar scrolling sideways on a phone.
      await expect(nav(page)).toHaveCount(0);
      const button = page.getByRole('button', { name: 'Menu', exact: true });
      await button.tap();
      const drawer = page.getByRole('dialog', { name: 'Menu', exact: true });
      await expect(drawer).toBeVisible();
      const links = drawer.getByRole('navigation', { name: 'Main navigation' }).getByRole('link');
      await expect(links.first()).toHaveText('Home');
      const box = await drawer.boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 375).toBe(true);
      await page.keyboard.press('Escape');
      await expect(drawer).toHaveCount(0);
      await expect(button).toBeFocused();

      await button.tap();
      await page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('link', { name: 'Live Casino' })
        .tap();
      await page.waitForURL((url) => url.pathname === '/live');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('jade: a Menu button drops the navigation down under it', async ({ page }) => {
      await startVisitor(page);
      await page.goto(tenantUrl('jade', '/'));
      await page.locator('[data-widget="header"] summary', { hasText: 'Menu' }).tap();
      const list = nav(page);
      await expect(list).toBeVisible();
      await expect(list.getByRole('link').first()).toHaveText('Home');
      await page.keyboard.press('Escape');
      await expect(list).toHaveCount(0);
    });
  });

  test('a member labelled TWD gets the bind-bank-card button to the payout verification page', async ({
    page,
  }) => {
    await startSignedIn(page, 'saigon', 'player.two');
    await page.goto(tenantUrl('saigon', '/'));
    const bind = page.getByRole('link', { name: 'Bind bank card' });
    await expect(bind).toHaveAttribute('href', 'https://payout.saigon.example.com/verify');
    await expect(bind).toHaveAttribute('target', '_blank');
  });

  test('a member without the TWD label has deposit, withdraw and the member menu only', async ({
    page,
  }) => {
    await startSignedIn(page, 'saigon', 'player.one');
    const memberInfo = page.waitForResponse((res) => res.url().includes('/wps/member/info'));
    await page.goto(tenantUrl('saigon', '/'));
    // exact: a banner's call to action may say "Deposit" too
    await expect(page.getByRole('link', { name: 'Deposit', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Withdraw', exact: true })).toBeVisible();
    await expect(page.locator('summary', { hasText: 'My account' })).toBeVisible();
    await memberInfo;
    await expect(page.getByRole('link', { name: 'Bind bank card' })).toHaveCount(0);
  });

  test('agents get the agent shortcut', async ({ page }) => {
    await startSignedIn(page, 'saigon', 'agent.top');
    await page.goto(tenantUrl('saigon', '/'));
    await expect(page.getByRole('link', { name: 'Agent', exact: true })).toHaveAttribute(
      'href',
      '/agentHome',
    );
  });
});
