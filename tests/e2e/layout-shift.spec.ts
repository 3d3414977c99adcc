import type { Page } from '@playwright/test';
import { expect, tenantUrl, test, widgetChunk } from './browser.js';

const mainTop = (page: Page) =>
  page.locator('main').evaluate((main) => main.getBoundingClientRect().top);

test.describe('no layout shift when the header arrives', () => {
  for (const { tenant, width } of [
    { tenant: 'jade', width: 375 },
    { tenant: 'saigon', width: 390 },
    { tenant: 'jade', width: 1280 },
    { tenant: 'saigon', width: 1280 },
  ]) {
    test(`main stays where it is on ${tenant} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      let release = (): void => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**/${widgetChunk('Header')}`, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(tenantUrl(tenant, '/'));
      await page.locator('[data-layout-placeholder="header"]').waitFor();
      const before = await mainTop(page);

      release();
      await page.locator('[data-widget="header"]').waitFor();
      expect(await page.locator('[data-layout-placeholder="header"]').count()).toBe(0);
      expect(before).toBeGreaterThan(0);
      expect(await mainTop(page)).toBe(before);
    });
  }
});
