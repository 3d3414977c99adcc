import type { Page } from '@playwright/test';
import { expect, tenantUrl, test } from './browser.js';
import { startSignedIn } from './member-session.js';
import { XSS_PAYLOADS } from './xss-corpus.js';

const PER_ITEM = 6;

/** The corpus in items of a few payloads each, every item with a visible marker. */
const ITEMS = Array.from({ length: Math.ceil(XSS_PAYLOADS.length / PER_ITEM) }, (_, i) => ({
  id: 9000 + i,
  title: `Payload group ${i + 1}`,
  content: `<p>marker ${i + 1}</p>${XSS_PAYLOADS.slice(i * PER_ITEM, (i + 1) * PER_ITEM).join('')}`,
}));

const envelope = (value: unknown) => ({ success: true, message: null, value });

const announcement = (item: (typeof ITEMS)[number], promotionType: string | null) => ({
  ...item,
  announcementImages: [],
  linkageType: 'NONE',
  linkage: null,
  execution: null,
  promotionType,
  sort: item.id,
  startTime: null,
  endTime: null,
});

const page1 = <T>(content: T[]) => ({
  pageNum: 1,
  pageSize: 100,
  totalPages: 1,
  totalElements: content.length,
  content,
});

/** Records every call of the tripwires (`__pwned`, `alert`, `confirm`, `prompt`) and every dialog. */
async function armTripwire(page: Page): Promise<string[]> {
  const fired: string[] = [];
  await page.exposeFunction('__tripwire', (what: string) => fired.push(what));
  await page.addInitScript(() => {
    const trip = (what: string) =>
      (window as unknown as { __tripwire: (w: string) => void }).__tripwire(what);
    Object.assign(window, {
      __pwned: (n: number) => trip(`payload ${n}`),
      alert: (x: unknown) => trip(`alert ${String(x)}`),
      confirm: (x: unknown) => trip(`confirm ${String(x)}`),
      prompt: (x: unknown) => trip(`prompt ${String(x)}`),
    });
  });
  page.on('dialog', (dialog) => {
    fired.push(`dialog ${dialog.message()}`);
    void dialog.dismiss();
  });
  return fired;
}

/**
 * Proves the tripwire is live in this page: the same kind of HTML put in unsanitized does fire it
 * (the site's CSP is bypassed in these tests, so the sanitizer is the only defence tested).
 */
async function proveTripwire(page: Page, fired: string[]): Promise<void> {
  await page.evaluate(() => {
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="x" onerror="__pwned(0)">';
    document.body.append(holder);
  });
  await expect.poll(() => fired).toEqual(['payload 0']);
  fired.length = 0;
}

/** Backend HTML in the page holds nothing that could run. */
async function expectInert(page: Page): Promise<void> {
  const dangerous = await page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('[data-backend-html] *')) {
      const tag = element.tagName.toLowerCase();
      if (
        ['script', 'iframe', 'object', 'embed', 'form', 'base', 'meta', 'svg', 'math'].includes(tag)
      )
        found.push(tag);
      for (const attribute of element.attributes) {
        if (/^on/i.test(attribute.name)) found.push(`${tag}[${attribute.name}]`);
        if (/^\s*(javascript|data|vbscript):/i.test(attribute.value))
          found.push(`${tag}[${attribute.name}]`);
      }
    }
    return found;
  });
  expect(dangerous).toEqual([]);
  await expect(page.locator('[data-backend-html]').first()).toBeVisible();
}

test.describe('backend HTML', () => {
  test.use({ bypassCSP: true });

  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test(`${XSS_PAYLOADS.length} XSS payloads in announcements execute nothing`, async ({ page }) => {
    const fired = await armTripwire(page);
    await startSignedIn(page, 'saigon', 'player.one');
    await page.route('**/wps/relay/*_getListAnnouncements?*', async (route) => {
      const types = new URL(route.request().url()).searchParams.get('types') ?? '';
      if (types !== 'PL,PR') return route.continue();
      return route.fulfill({
        json: envelope({
          banners: [],
          popup: [],
          player: ITEMS.slice(0, -1).map((item) => announcement(item, null)),
          promotion: ITEMS.slice(-1).map((item) => announcement(item, 'REBATE')),
        }),
      });
    });
    await page.goto(tenantUrl('saigon', '/member?page=announcements'));
    await proveTripwire(page, fired);
    const titles = page.getByRole('list', { name: 'Announcement titles' }).getByRole('button');
    for (let index = 0; index < ITEMS.length; index += 1) {
      if (index === 9) await page.getByRole('button', { name: 'Next' }).click();
      await titles.nth(index % 9).click();
      await expect(page.getByText(`marker ${index + 1}`, { exact: true })).toBeVisible();
      await page.locator('article').first().hover();
      await expectInert(page);
    }
    await page.waitForTimeout(300);
    expect(fired).toEqual([]);
  });

  test(`${XSS_PAYLOADS.length} XSS payloads in notices execute nothing`, async ({ page }) => {
    const fired = await armTripwire(page);
    await page.route('**/wps/relay/*_getListAnnouncements?*', async (route) => {
      const types = new URL(route.request().url()).searchParams.get('types') ?? '';
      if (types !== 'PL') return route.continue();
      return route.fulfill({
        json: envelope({
          banners: [],
          popup: [],
          promotion: [],
          player: ITEMS.slice(0, 1).map((item) => announcement(item, null)),
        }),
      });
    });
    await page.route('**/wps/notices?*', (route) =>
      route.fulfill({
        json: envelope(
          page1(ITEMS.map((item) => ({ ...item, publishedAt: '2026-11-20T08:00:00.000Z' }))),
        ),
      }),
    );
    await page.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
    await page.goto(tenantUrl('saigon', '/'));
    await proveTripwire(page, fired);
    await page.getByRole('region', { name: 'Notices' }).getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('marker 1', { exact: true })).toBeVisible();
    await expectInert(page);
    for (let index = 1; index < ITEMS.length; index += 1) {
      await dialog.getByRole('button', { name: 'Back to the list' }).click();
      await dialog.getByRole('button', { name: `Payload group ${index + 1}` }).click();
      await expect(dialog.getByText(`marker ${index + 1}`, { exact: true })).toBeVisible();
      await expectInert(page);
    }
    await page.waitForTimeout(300);
    expect(fired).toEqual([]);
  });

  test(`${XSS_PAYLOADS.length} XSS payloads in inbox messages execute nothing`, async ({
    page,
  }) => {
    const fired = await armTripwire(page);
    await startSignedIn(page, 'saigon', 'player.one');
    await page.route('**/wps/relay/CSP_inboxMessages?*', (route) =>
      route.fulfill({
        json: envelope(
          page1(ITEMS.map((item) => ({ ...item, read: true, sentAt: '2026-11-20T08:00:00.000Z' }))),
        ),
      }),
    );
    await page.goto(tenantUrl('saigon', '/member?page=inbox'));
    await proveTripwire(page, fired);
    for (let index = 0; index < ITEMS.length; index += 1) {
      await page.getByRole('button', { name: new RegExp(`Payload group ${index + 1}\\b`) }).click();
      await expect(page.getByText(`marker ${index + 1}`, { exact: true })).toBeVisible();
      await expectInert(page);
      await page.getByRole('button', { name: 'Back to the list' }).click();
    }
    await page.waitForTimeout(300);
    expect(fired).toEqual([]);
  });
});
