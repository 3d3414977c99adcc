import type { Page } from '@playwright/test';
import { devControl, expect, tenantUrl, test } from './browser.js';
import { startSignedIn } from './member-session.js';

/**
 * At phone widths nothing makes the page scroll sideways: the header's shortcuts turn into named
 * icons, the balance moves to the end of the menu row and the language selector narrows
 * (docs/product/routes.md#header-on-phones); the bar along the bottom holds the phone links
 * (docs/product/routes.md#footer-and-side-menu).
 */
const TENANT = 'saigon';

async function scrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test.beforeEach(() => devControl(`/reset?tenant=${TENANT}`));

for (const width of [375, 320]) {
  test(`at ${width} px the home, a member page and the agent centre do not scroll sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto(tenantUrl(TENANT, '/'));
    await page.locator('[data-widget="header"]').waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(width);

    // A signed-in agent has the most shortcuts in the header.
    await startSignedIn(page, TENANT, 'agent.top', 'VI');
    await page.goto(tenantUrl(TENANT, '/'));
    const header = page.locator('[data-widget="header"]');
    await expect(header.getByRole('link', { name: 'Nạp tiền' })).toBeVisible();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(width);

    // The bar along the bottom holds the tenant's phone links; the page shown is marked.
    const bar = page.getByRole('navigation', { name: 'Lối tắt' });
    await expect(bar.locator('a[aria-current="page"]')).toHaveText('Trang chủ');
    await bar.getByRole('link', { name: 'Nạp tiền' }).click();
    await expect(page).toHaveURL(/\/member\?page=deposit$/);
    await expect(bar.locator('a[aria-current="page"]')).toHaveText('Nạp tiền');

    await page.goto(tenantUrl(TENANT, '/member?page=transactionHistory'));
    await page.locator('[data-widget="header"]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(width);

    await page.goto(tenantUrl(TENANT, '/agentHome'));
    await page.locator('[data-widget="agent-center"]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
  });
}

test('at 375 px every header control of a signed-in agent is on screen and named', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await startSignedIn(page, TENANT, 'agent.top');
  await page.goto(tenantUrl(TENANT, '/'));
  const header = page.locator('[data-widget="header"]');
  const inView = async (control: ReturnType<Page['locator']>) => {
    await expect(control).toBeVisible();
    const box = await control.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 375).toBe(true);
  };
  for (const name of ['Deposit', 'Withdraw', 'Agent']) {
    await inView(header.getByRole('link', { name, exact: true }));
  }
  await inView(header.getByRole('link', { name: /^Inbox/ }));
  await inView(header.getByRole('combobox', { name: 'Language' }));
  const account = header.locator('summary', { hasText: 'My account' });
  await inView(account);

  // The balance (and the language selector), out of the crowded top row on a phone, stay on
  // screen at the end of the menu row, and the logo keeps a readable width.
  await expect(page.getByTestId('header-balance')).toBeHidden();
  await inView(page.getByTestId('row-balance'));
  await expect(page.getByTestId('row-balance')).toHaveAccessibleName(/^Balance: /);
  const logo = await header.getByRole('link').first().boundingBox();
  expect(logo?.width ?? 0).toBeGreaterThanOrEqual(72);
  await account.click();
  await header.getByRole('link', { name: 'Agent', exact: true }).click();
  await page.locator('[data-widget="agent-center"]').waitFor();
});

/** Whether the element lies wholly within the window's width (left edge to `width`). */
async function withinWidth(control: ReturnType<Page['locator']>, width: number): Promise<boolean> {
  const box = await control.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

test('at 375 px the member centre shows the current page’s tab and every payment method whole', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await startSignedIn(page, TENANT, 'player.one', 'VI');
  const menu = page.getByRole('navigation', { name: 'Menu trung tâm thành viên' });
  // Tabs far along the row: each, opened by its address, is scrolled into view.
  for (const [name, title] of [
    ['inbox', 'Hộp thư'],
    ['securityCenter', 'Trung tâm bảo mật'],
  ] as const) {
    await page.goto(tenantUrl(TENANT, `/member?page=${name}`));
    const tab = menu.getByRole('link', { name: title });
    await expect(tab).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => withinWidth(tab, 375)).toBe(true);
  }

  // Each way to pay stands on its own line, its words wrapped within the screen.
  await page.goto(tenantUrl(TENANT, '/member?page=deposit'));
  const methods = page.getByRole('group', { name: 'Phương thức thanh toán' }).locator('label');
  await expect(methods).toHaveCount(3);
  const tops: number[] = [];
  const lefts: number[] = [];
  for (const method of await methods.all()) {
    expect(await withinWidth(method, 375)).toBe(true);
    const box = await method.boundingBox();
    tops.push(box?.y ?? 0);
    lefts.push(box?.x ?? 0);
  }
  // One under the other, lined up at the same left edge.
  expect(new Set(tops).size).toBe(3);
  expect(new Set(lefts).size).toBe(1);
});

test('at 375 px a vendor under maintenance keeps its badge inside its card', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(tenantUrl('jade', '/live'));
  const card = page.getByRole('button', { name: /Under maintenance$/ }).first();
  const badge = card.getByText('Under maintenance');
  await expect(badge).toBeVisible();
  const [outer, inner] = await Promise.all([card.boundingBox(), badge.boundingBox()]);
  expect(inner !== null && outer !== null).toBe(true);
  expect((inner?.x ?? 0) + (inner?.width ?? 0)).toBeLessThanOrEqual(
    (outer?.x ?? 0) + (outer?.width ?? 0),
  );
});
