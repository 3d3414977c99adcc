import type { Page } from '@playwright/test';
import { expect, tenantUrl, test } from './browser.js';
import { startVisitor } from './member-session.js';

// docs/product/accessibility.md#motion: for a visitor who asks for reduced motion the banner
// carousel stands still and a dot changes the banner at once (the service counters' final
// figures at once are covered in home-page.spec.ts).

const banner = (page: Page) => page.locator('[data-widget="banner-carousel"]');
const activeBullet = (page: Page) =>
  banner(page)
    .locator('.swiper-pagination-bullet')
    .evaluateAll((bullets) =>
      bullets.findIndex((b) => b.classList.contains('swiper-pagination-bullet-active')),
    );

test('the banner carousel neither plays nor slides when reduced motion is asked for', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await startVisitor(page);
  await page.goto(tenantUrl('saigon', '/'));
  // Standing still, the carousel draws its first banner alone until the visitor reaches for it.
  await banner(page).locator('img').first().waitFor();
  await page.clock.runFor(5_800);
  expect(await banner(page).locator('img').count()).toBe(1);
  await banner(page).hover();
  const bullets = banner(page).locator('.swiper-pagination-bullet');
  await bullets.nth(1).waitFor();
  expect(await activeBullet(page)).toBe(0);
  // Longer than the 5000 ms a banner otherwise stays (the page's clock skips ahead, firing every
  // timer due on the way, rather than the test waiting it out).
  await page.clock.runFor(5_800);
  expect(await activeBullet(page)).toBe(0);

  await bullets.nth(1).click();
  expect(await activeBullet(page)).toBe(1);
  const duration = await banner(page)
    .locator('.swiper-wrapper')
    .evaluate((el) => getComputedStyle(el).transitionDuration);
  expect(duration).toBe('0s');
});
