import type { Locator, Page } from '@playwright/test';
import { expect, tenantUrl, test } from './browser.js';
import { startVisitor } from './member-session.js';
import { signIn } from './sign-in.js';

// docs/product/accessibility.md#keyboard: the header, its drop menus, the member menu and every
// window work from the keyboard alone, focus is always visible, and controls are big enough to tap.

const header = (page: Page): Locator => page.locator('[data-widget="header"]');
const nav = (page: Page): Locator => page.getByRole('navigation', { name: 'Main navigation' });

/** Presses Tab until `target` has focus (at most `limit` times); fails if it never does. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The focused element's ring: outline or box shadow, as the browser draws it. */
async function focusRing(target: Locator): Promise<{ outline: number; shadow: string }> {
  return target.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
    return { outline, shadow: style.boxShadow };
  });
}

async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const ring = await focusRing(target);
  expect(ring.outline >= 2 || ring.shadow !== 'none', JSON.stringify(ring)).toBe(true);
}

/** Every visible control inside `scope` measures at least 24 × 24 px. */
async function expectTouchTargets(scope: Locator): Promise<void> {
  const small = await scope.evaluate((root) => {
    const controls = root.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"]',
    );
    return (
      [...controls]
        .filter(
          (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
        )
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        // Squeezed out of sight (the signed-in header's logo on a phone): nothing to tap.
        .filter(({ box }) => box.width > 0 && box.height > 0)
        .filter(({ box }) => box.width < 24 || box.height < 24)
        .map(
          ({ el, box }) =>
            `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        )
    );
  });
  expect(small).toEqual([]);
}

test.describe('keyboard', () => {
  test.beforeEach(async ({ page }) => {
    await startVisitor(page);
  });

  test('tabs through the header: game navigation, a vendor drop menu, visible focus', async ({
    page,
  }) => {
    await page.goto(tenantUrl('saigon', '/'));
    await nav(page).locator('button[aria-expanded]').first().waitFor();

    const login = header(page).getByRole('link', { name: 'Log in' });
    await tabTo(page, login);
    await expectVisibleFocus(login);

    const live = nav(page).getByRole('link', { name: 'Live Casino' });
    await tabTo(page, live);
    await expectVisibleFocus(live);

    // ArrowDown moves into the drop menu; Escape closes it and gives focus back to the item.
    const providers = page.getByRole('group', { name: 'Live Casino: providers' });
    await page.keyboard.press('ArrowDown');
    await expect(providers).toBeVisible();
    const firstVendor = providers.getByRole('button').first();
    await expectVisibleFocus(firstVendor);
    await page.keyboard.press('Escape');
    await expect(providers).toHaveCount(0);
    await expect(live).toBeFocused();

    // The item's own menu button: Enter opens the menu and moves into it.
    const toggle = nav(page).getByRole('button', { name: 'Live Casino: providers' });
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(firstVendor).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(providers).toHaveCount(0);
  });

  test('opens and closes the member menu from the keyboard', async ({ page }) => {
    await page.goto(tenantUrl('saigon', '/'));
    await signIn(page, 'player.one');
    const menuButton = header(page).locator('summary', { hasText: 'My account' });
    await menuButton.waitFor();
    await tabTo(page, menuButton);
    await expectVisibleFocus(menuButton);
    await page.keyboard.press('Enter');
    const account = header(page).getByRole('link', { name: 'Account record' });
    await expect(account).toBeVisible();
    await tabTo(page, account, 6);
    await expectVisibleFocus(account);
    await page.keyboard.press('Escape');
    await expect(account).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('a window keeps focus inside, closes on Escape and gives focus back to its opener', async ({
    page,
  }) => {
    await page.goto(tenantUrl('saigon', '/'));
    const login = header(page).getByRole('link', { name: 'Log in' });
    await login.waitFor();
    await tabTo(page, login);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.waitFor();
    await expect(dialog.getByLabel('Username')).toBeFocused();

    // Thirty Tabs forwards and back never leave the window.
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 15; i += 1) {
        await page.keyboard.press(key);
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
    }
    const close = dialog.getByRole('button', { name: 'Close' });
    await close.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expectVisibleFocus(close);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(login).toBeFocused();
  });
});

test.describe('touch targets at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('header controls and the login window are at least 24 × 24 px', async ({ page }) => {
    await startVisitor(page);
    await page.goto(tenantUrl('saigon', '/'));
    // On a phone saigon's navigation is a drawer behind the Menu button.
    const menu = header(page).getByRole('button', { name: 'Menu' });
    await menu.waitFor();
    await expectTouchTargets(header(page));
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    await drawer.evaluate((el) =>
      Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    await expectTouchTargets(drawer);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await header(page).getByRole('link', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.waitFor();
    // Measured once the window's opening transition (a slight zoom) has ended.
    await dialog.evaluate((el) =>
      Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    await expectTouchTargets(dialog);
  });

  test('the signed-in header is at least 24 × 24 px per control', async ({ page }) => {
    await startVisitor(page);
    await page.goto(tenantUrl('jade', '/'));
    await signIn(page, 'player.one');
    await header(page).locator('summary', { hasText: 'My account' }).waitFor();
    await expectTouchTargets(header(page));
  });
});
