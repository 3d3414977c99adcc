import { expect, tenantUrl, test } from './browser.js';
import { tenantFacts, tenantFile, translate } from './tenant-fixtures.js';

/** The header's settings as the tenant's layout gives them (its blocks and menu style). */
function headerOf(code: string): { blocks: { type: string }[]; menuStyle?: string } {
  const layout = tenantFile(code, 'layout.json') as {
    header: {
      sections: { header: { settings: { blocks: { type: string }[]; menuStyle?: string } } };
    };
  };
  return layout.header.sections.header.settings;
}

for (const code of ['saigon', 'jade', 'goalline']) {
  test.describe(`home of tenant ${code}`, () => {
    const facts = tenantFacts(code);
    const header = headerOf(code);
    // A drawer menu shows its items once the Menu button opens it.
    const drawer = header.menuStyle === 'drawer';

    test('shows its own theme, language and menu', async ({ page, pageErrors }) => {
      const menusAnswer = page.waitForResponse((res) => res.url().includes('/games/game_menus'));
      await page.goto(tenantUrl(code, '/'));
      if (drawer)
        await page
          .locator('[data-widget="header"]')
          .getByRole('button', { name: translate(code, facts.defaultLanguage, 'header.menu') })
          .click();
      const nav = drawer
        ? page.getByRole('dialog').locator('a[data-nav-item]')
        : page.locator('[data-widget="header"] nav a');
      await nav.first().waitFor();
      const categories = (await menusAnswer.then((res) => res.json())) as {
        value: { gameCategory: string; vendors: unknown[] }[];
      };
      const withVendors = categories.value
        .filter((category) => category.vendors.length > 0)
        .map((category) => category.gameCategory);

      expect(await page.getAttribute('html', 'data-theme')).toBe(facts.daisyTheme);
      expect(await page.title()).toBe(
        `${translate(code, facts.defaultLanguage, 'sections.home')} | ${facts.displayName}`,
      );
      // A game category without vendors is left out (docs/product/games.md#navigation-rules).
      const expected = facts.menu
        .filter((item) => item === 'HOME' || item === 'PROMO' || withVendors.includes(item))
        .map((item) => translate(code, facts.defaultLanguage, `nav.${item}`));
      await expect
        .poll(async () => (await nav.allInnerTexts()).map((s) => s.trim()))
        .toEqual(expected);
      await expect
        .poll(() => page.locator('[data-widget="footer"]').innerText())
        .toContain(translate(code, facts.defaultLanguage, 'footer.ageWarning'));
      if (drawer) await page.keyboard.press('Escape');
      await expect(page.locator('[data-widget="side-menu"]')).toHaveCount(1);
      expect(pageErrors).toEqual([]);
    });

    test('switches language from the selector and remembers it', async ({ page }) => {
      // A header without the language block offers no selector.
      test.skip(!header.blocks.some((block) => block.type === 'language'));
      await page.goto(tenantUrl(code, '/'));
      const other = facts.enabledLanguages.find((l) => l !== facts.defaultLanguage) as string;
      await page.locator('[data-widget="header"] select:visible').selectOption(other);
      // The page speaks the chosen language (the footer's age warning: every layout has one,
      // whether its menu is a bar or a drawer).
      await expect
        .poll(() => page.locator('[data-widget="footer"]').innerText())
        .toContain(translate(code, other, 'footer.ageWarning'));
      expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe(other);
    });
  });
}

test.describe('one build serves every tenant', () => {
  test('gives the two demo tenants different themes and menus from the same assets', async ({
    page,
  }) => {
    const saigon = tenantFacts('saigon');
    const jade = tenantFacts('jade');
    expect(saigon.daisyTheme).not.toBe(jade.daisyTheme);
    expect(saigon.menu).not.toEqual(jade.menu);

    const scripts = async (code: string): Promise<string[]> => {
      await page.goto(tenantUrl(code, '/'));
      return page
        .locator('script[type="module"][src]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('src') ?? ''));
    };
    expect(await scripts('saigon')).toEqual(await scripts('jade'));
  });
});

test.describe('the gutter kept for the button on the screen edge, at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  // jade keeps it on the left, saigon on the right (the side their side menu's button is on).
  for (const [code, side] of [
    ['jade', 'start'],
    ['saigon', 'end'],
  ] as const) {
    test(`${code}: the banner and the hero reach the screen's ${side} edge, the games stay clear of the gutter`, async ({
      page,
    }) => {
      await page.goto(tenantUrl(code, '/'));
      const banner = page.locator('[data-widget="banner-carousel"]');
      await expect(banner).toBeVisible();
      const box = async (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => {
            const rect = el.getBoundingClientRect();
            return { left: rect.left, right: rect.right };
          });
      // The header's menu row (its divider line) and the banner span the whole width, under the
      // gutter (no strip of the page's colour).
      expect(await box('[data-widget="header"] > [data-menu-row]')).toEqual({
        left: 0,
        right: 1280,
      });
      expect(await box('[data-widget="banner-carousel"]')).toEqual({ left: 0, right: 1280 });
      const hero = page.locator('[data-widget="hero"]');
      if ((await hero.count()) > 0) {
        expect(await box('[data-widget="hero"]')).toEqual({ left: 0, right: 1280 });
      }
      // The games keep out of the 4 rem (64 px) gutter, where the fixed button sits.
      const games = await page
        .getByRole('region', { name: /hot games|trò chơi nổi bật/i })
        .evaluate((el) => el.getBoundingClientRect());
      if (side === 'start') expect(games.left).toBeGreaterThanOrEqual(64);
      else expect(games.right).toBeLessThanOrEqual(1280 - 64);
    });
  }
});
