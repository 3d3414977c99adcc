/**
 * What search engines and analytics see of a page (docs/product/seo.md): the document's language,
 * title and description per route and language, and Google's tag only where the backend names
 * one, after the page has loaded, and after consent where the tenant requires it.
 */
import type { Page } from '@playwright/test';
import { expect, tenantUrl, test } from './browser.js';

const GTAG = 'https://www.googletagmanager.com/**';

const description = (page: Page) =>
  page.locator('meta[name="description"]').getAttribute('content');

/** Records (and aborts) every request for Google's tag, and when the page's load event came. */
async function watchTag(page: Page): Promise<string[]> {
  const events: string[] = [];
  page.on('load', () => events.push('load'));
  await page.route(GTAG, async (route) => {
    events.push(`tag ${route.request().url()}`);
    await route.abort();
  });
  return events;
}

test.describe('document language, title and description', () => {
  test('follow the route and a language switch, from the first byte on', async ({ page }) => {
    const answer = await page.goto(tenantUrl('saigon', '/'));
    const served = (await answer?.text()) ?? '';
    expect(served).toContain('<html lang="vi"');
    expect(served).toContain('<title>Trang chủ | Saigon Royal</title>');
    await expect(page).toHaveTitle('Trang chủ | Saigon Royal');
    expect(await description(page)).toContain('Saigon Royal: xổ số miền Nam');

    await page.locator('[data-widget="header"] select:visible').selectOption('EN');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Home | Saigon Royal');
    await expect.poll(() => description(page)).toContain('Saigon Royal: southern Vietnam lottery');

    await page.locator('[data-widget="header"] nav a[href="/promotions"]').first().click();
    await expect(page).toHaveTitle('Promotions | Saigon Royal');
    await expect
      .poll(() => description(page))
      .toBe('The latest promotions and offers for members.');

    await page.locator('[data-widget="header"] select:visible').selectOption('TW');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    await expect.poll(() => description(page)).toBe('會員最新優惠與活動。');
  });

  test('an address with ?lang= is served and started in that language', async ({ page }) => {
    const answer = await page.goto(tenantUrl('saigon', '/help?lang=CN'));
    const served = (await answer?.text()) ?? '';
    expect(served).toContain('<html lang="zh-CN"');
    expect(served).toContain('<title>帮助中心 | Saigon Royal</title>');
    await expect(page.locator('[data-widget="header"] select:visible')).toHaveValue('CN');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page).toHaveTitle('帮助中心 | Saigon Royal');
    expect(new URL(page.url()).search).toBe('');
  });
});

test.describe('analytics', () => {
  // The question comes with the page (drawn by the site server); its buttons answer once the app's
  // banner has taken its place, which the clicks below wait for.
  test('jade asks for consent and loads the tag only once accepted', async ({ page }) => {
    const events = await watchTag(page);
    await page.goto(tenantUrl('jade', '/'));
    const banner = page.getByRole('region', { name: 'Cookies and statistics' });
    await expect(banner).toBeVisible();
    expect(events).toEqual(['load']);

    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect
      .poll(() => events)
      .toEqual(['load', 'tag https://www.googletagmanager.com/gtag/js?id=G-JADE0DEMO1']);
    await expect(banner).toBeHidden();

    // The answer is remembered: the next visit loads the tag after the page loads, without asking.
    events.length = 0;
    await page.reload();
    await expect
      .poll(() => events)
      .toEqual(['load', 'tag https://www.googletagmanager.com/gtag/js?id=G-JADE0DEMO1']);
    await expect(banner).toBeHidden();
  });

  test('jade loads nothing when the visitor declines', async ({ page }) => {
    const events = await watchTag(page);
    await page.goto(tenantUrl('jade', '/'));
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.reload();
    await page.waitForLoadState('load');
    await page.waitForTimeout(1500);
    expect(events.filter((event) => event.startsWith('tag'))).toEqual([]);
    await expect(page.getByRole('region', { name: 'Cookies and statistics' })).toHaveCount(0);
  });

  test('saigon, whose permission info names no tag, never asks nor loads it', async ({ page }) => {
    const events = await watchTag(page);
    // The permission info comes inlined in the page (the start-up answers); the app reads it there.
    await page.goto(tenantUrl('saigon', '/'));
    await page.locator('[data-widget="header"] nav a').first().waitFor();
    await page.waitForTimeout(1500);
    expect(events).toEqual(['load']);
    await expect(page.locator('[data-consent-banner]')).toHaveCount(0);
  });
});
