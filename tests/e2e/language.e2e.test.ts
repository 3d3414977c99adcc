import { afterEach, describe, expect, it } from 'vitest';
import { newTenantPage, tenantUrl, type TenantPage } from './browser.js';
import { tenantFacts, translate } from './tenant-fixtures.js';

let open: TenantPage | undefined;
afterEach(async () => {
  await open?.context.close();
  open = undefined;
});

async function firstNavLabel(code: string, stored: string): Promise<string> {
  open = await newTenantPage();
  const { page } = open;
  await page.addInitScript((value) => localStorage.setItem('hisLang', value), stored);
  await page.goto(tenantUrl(code, '/'));
  const link = page.locator('[data-widget="header"] nav a').first();
  await link.waitFor();
  return (await link.innerText()).trim();
}

describe('stored language (hisLang)', () => {
  it('falls back to Vietnamese when the stored value is invalid', async () => {
    const first = tenantFacts('saigon').menu[0] as string;
    expect(await firstNavLabel('saigon', 'XX')).toBe(translate('saigon', 'VI', `nav.${first}`));
    expect(await open!.page.getAttribute('html', 'lang')).toMatch(/^vi/);
  });

  it('uses a valid stored language the tenant enables', async () => {
    const first = tenantFacts('saigon').menu[0] as string;
    expect(await firstNavLabel('saigon', 'TW')).toBe(translate('saigon', 'TW', `nav.${first}`));
  });

  it('falls back to the tenant default when the tenant does not offer Vietnamese', async () => {
    const jade = tenantFacts('jade');
    expect(jade.enabledLanguages).not.toContain('VI');
    const first = jade.menu[0] as string;
    expect(await firstNavLabel('jade', 'nonsense')).toBe(
      translate('jade', jade.defaultLanguage, `nav.${first}`),
    );
  });
});
