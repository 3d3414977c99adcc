import type { Page } from '@playwright/test';
import { expect, tenantUrl, test } from './browser.js';
import { tenantFacts, translate } from './tenant-fixtures.js';

async function firstNavLabel(page: Page, code: string, stored: string): Promise<string> {
  await page.addInitScript((value) => localStorage.setItem('hisLang', value), stored);
  await page.goto(tenantUrl(code, '/'));
  const link = page.locator('[data-widget="header"] nav a').first();
  await link.waitFor();
  return (await link.innerText()).trim();
}

test.describe('stored language (hisLang)', () => {
  test('falls back to Vietnamese when the stored value is invalid', async ({ page }) => {
    const first = tenantFacts('saigon').menu[0] as string;
    expect(await firstNavLabel(page, 'saigon', 'XX')).toBe(
      translate('saigon', 'VI', `nav.${first}`),
    );
    expect(await page.getAttribute('html', 'lang')).toMatch(/^vi/);
  });

  test('uses a valid stored language the tenant enables', async ({ page }) => {
    const first = tenantFacts('saigon').menu[0] as string;
    expect(await firstNavLabel(page, 'saigon', 'TW')).toBe(
      translate('saigon', 'TW', `nav.${first}`),
    );
  });

  test('falls back to the tenant default when the tenant does not offer Vietnamese', async ({
    page,
  }) => {
    const jade = tenantFacts('jade');
    expect(jade.enabledLanguages).not.toContain('VI');
    const first = jade.menu[0] as string;
    expect(await firstNavLabel(page, 'jade', 'nonsense')).toBe(
      translate('jade', jade.defaultLanguage, `nav.${first}`),
    );
  });
});
