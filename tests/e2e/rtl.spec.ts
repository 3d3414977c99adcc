import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { appDictionary } from '@wl/features/node';
import { expect, tenantUrl, test } from './browser.js';
import { e2eEnv } from './e2e-env.js';
import { startVisitor } from './member-session.js';
import { tenantFile } from './tenant-fixtures.js';

// docs/product/accessibility.md#language-and-direction: <html lang> follows the chosen language,
// and a right-to-left language mirrors the layout. A language is offered only with a dictionary
// covering the interface (tenants/README.md#languages), so no shipped tenant offers Arabic: an
// operator's copy of jade gets one while the server runs (the interface's English texts stand in
// for the Arabic ones; the direction is what is tested).
const ARABIC_SITE = 'jade-arabic';

/** Writes the Arabic copy of jade into the served tenants (once) and waits until it is served. */
async function openArabicSite(page: Page): Promise<void> {
  const dir = join(e2eEnv('tenantsDir'), ARABIC_SITE);
  if (!existsSync(dir)) {
    cpSync(join(e2eEnv('tenantsDir'), 'jade'), dir, { recursive: true });
    const tenant = JSON.parse(readFileSync(join(dir, 'tenant.json'), 'utf8')) as object;
    const english = tenantFile('jade', 'locales/EN.json');
    writeFileSync(
      join(dir, 'locales/AR.json'),
      JSON.stringify({ ...appDictionary('EN'), tenant: english.tenant }),
    );
    writeFileSync(
      join(dir, 'tenant.json'),
      JSON.stringify({
        ...tenant,
        merchantCode: 'JADEAR01',
        hostnames: [],
        languages: { default: 'EN', enabled: ['EN', 'TW', 'AR'] },
      }),
    );
  }
  await expect
    .poll(async () => (await page.goto(tenantUrl(ARABIC_SITE, '/')))?.status(), {
      timeout: 10_000,
    })
    .toBe(200);
}

const header = (page: Page) => page.locator('[data-widget="header"]');
const languageSelect = (page: Page) => header(page).getByRole('combobox');

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on the page`);
  return found;
}

test.describe('language and direction', () => {
  test('a tenant offers Arabic once it has an Arabic dictionary', async ({ page }) => {
    await startVisitor(page, 'EN');
    await openArabicSite(page);
    await expect(languageSelect(page).locator('option[value="AR"]')).toHaveCount(1);
  });

  test('switching language sets <html lang> and <html dir>, and Arabic mirrors the header', async ({
    page,
  }) => {
    await startVisitor(page, 'EN');
    await openArabicSite(page);
    await header(page).locator('nav button[aria-expanded]').first().waitFor();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const logoLtr = await box(page, '[data-widget="header"] img');
    const selectLtr = await languageSelect(page).boundingBox();
    expect(logoLtr.x).toBeLessThan(selectLtr?.x ?? 0);

    await languageSelect(page).selectOption('TW');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    await languageSelect(page).selectOption('AR');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // jade's logo stays centred (tenants/jade/layout.json); the account controls after it move to
    // its left.
    const logo = await box(page, '[data-widget="header"] img');
    const select = await languageSelect(page).boundingBox();
    const width = page.viewportSize()?.width ?? 1280;
    expect(Math.abs(logo.x + logo.width / 2 - width / 2)).toBeLessThan(60);
    expect((select?.x ?? width) + (select?.width ?? 0)).toBeLessThan(logo.x);

    // The first game item is the rightmost, and its drop menu opens under it, from the right.
    const items = header(page).locator('nav a[data-nav-item]');
    const first = await items.first().boundingBox();
    const second = await items.nth(1).boundingBox();
    expect(first?.x ?? 0).toBeGreaterThan(second?.x ?? 0);
  });

  test('an Arabic page opens mirrored windows and drop menus', async ({ page }) => {
    await startVisitor(page, 'AR');
    await openArabicSite(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const live = header(page).locator('nav a[data-nav-item="LIVE"]');
    await live.hover();
    const menu = header(page).locator('nav [role="group"]');
    await menu.waitFor();
    const item = await live.boundingBox();
    const drop = await menu.boundingBox();
    // The menu's right edge lines up with its item's (within the item's own button).
    expect(
      Math.abs((drop?.x ?? 0) + (drop?.width ?? 0) - ((item?.x ?? 0) + (item?.width ?? 0))),
    ).toBeLessThan(40);

    await page.goto(tenantUrl(ARABIC_SITE, '/login'));
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // The window's box inside the native dialog (which itself covers the screen).
    const frame = await dialog.locator('.modal-box').boundingBox();
    const close = await dialog.locator('.modal-box > button').first().boundingBox();
    // The close button sits in the window's top left corner.
    expect((close?.x ?? 0) - (frame?.x ?? 0)).toBeLessThan(40);
    const field = await dialog
      .locator('input:not([type="hidden"])')
      .first()
      .evaluate((el) => getComputedStyle(el).direction);
    expect(field).toBe('rtl');
  });
});
