import type { Locator, Page } from '@playwright/test';
import { devControl, expect, tenantUrl, test } from './browser.js';
import { startSignedIn } from './member-session.js';

const TENANT = 'saigon';
const DAY_MS = 24 * 60 * 60 * 1000;

/** yyyy-MM-dd of the UTC day `daysAgo` days back: the records count UTC days. */
function day(daysAgo: number): string {
  return new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
}

/** The number of a shown amount ("+₫200,000" → 200000, "-₫15,000" → -15000). */
function amountOf(text: string): number {
  return Number(text.replace(/[^\d.-]/g, ''));
}

/** Opens a member-centre page signed in as the seeded player.two. */
async function openPage(page: Page, name: string): Promise<void> {
  await startSignedIn(page, TENANT, 'player.two');
  await page.goto(tenantUrl(TENANT, `/member?page=${name}`));
}

/**
 * Searches a custom range (earlier days only: what other tests do today does not show) and,
 * optionally, one type or category.
 */
async function search(page: Page, kindLabel: string, kind?: string): Promise<void> {
  const filters = page.getByRole('form', { name: 'Filter records' });
  await filters.getByLabel('Period', { exact: true }).selectOption('custom');
  await filters.getByLabel('From', { exact: true }).fill(day(20));
  await filters.getByLabel('To', { exact: true }).fill(day(3));
  if (kind !== undefined)
    await filters.getByLabel(kindLabel, { exact: true }).selectOption({ label: kind });
  await filters.getByRole('button', { name: 'Search' }).click();
}

/** The text of one column of every row of every page, going through the pager to the end. */
async function columnOfEveryPage(page: Page, column: number): Promise<string[]> {
  const texts: string[] = [];
  const next = page.getByRole('button', { name: 'Next page' });
  for (;;) {
    const rows = page.locator('table tbody tr');
    await expect(rows.first()).toBeVisible();
    texts.push(...(await rows.locator(`td:nth-child(${column})`).allInnerTexts()));
    if (!(await next.isVisible()) || (await next.isDisabled())) return texts;
    const pageLabel = await page.getByText(/^Page \d+ of \d+$/).innerText();
    await next.click();
    await expect(page.getByText(/^Page \d+ of \d+$/)).not.toHaveText(pageLabel);
  }
}

function total(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'Totals of the period' })
    .locator('div', { has: page.getByText(label, { exact: true }) })
    .locator('dd');
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
});

test.describe('member records', () => {
  test('the account record pages through a range, and its totals are the sum of every page', async ({
    page,
    pageErrors,
  }) => {
    await openPage(page, 'transactionHistory');
    await search(page, 'Type');
    // Every movement of the ledger, bet stakes and payouts included.
    await expect(page.getByText('Page 1 of 6')).toBeVisible();
    await expect(page.locator('table tbody tr')).toHaveCount(10);
    const amounts = (await columnOfEveryPage(page, 3)).map(amountOf);
    expect(amounts).toHaveLength(55);
    await expect(page.getByText('Page 6 of 6')).toBeVisible();
    const moneyIn = amounts.filter((a) => a > 0).reduce((sum, a) => sum + a, 0);
    const moneyOut = amounts.filter((a) => a < 0).reduce((sum, a) => sum - a, 0);
    expect(amountOf(await total(page, 'Money in').innerText())).toBeCloseTo(moneyIn, 3);
    expect(amountOf(await total(page, 'Money out').innerText())).toBeCloseTo(moneyOut, 3);
    expect(amountOf(await total(page, 'Net change').innerText())).toBeCloseTo(
      moneyIn - moneyOut,
      3,
    );

    await search(page, 'Type', 'Deposit');
    await expect(page.getByText(/^Page \d+ of \d+$/)).toHaveCount(0);
    // The rows change when the filtered answer arrives: read them until they are only deposits.
    await expect
      .poll(
        async () => new Set(await page.locator('table tbody tr td:nth-child(2)').allInnerTexts()),
      )
      .toEqual(new Set(['Deposit']));
    expect(amountOf(await total(page, 'Money out').innerText())).toBe(0);

    await page
      .getByRole('button', { name: /^Details of / })
      .first()
      .click();
    const detail = page.getByRole('dialog', { name: 'Transaction detail' });
    await expect(detail.getByText('Balance after')).toBeVisible();
    await detail.getByRole('button', { name: 'Close' }).first().click();
    await expect(detail).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('a range over 31 days is stopped with a message before anything is asked', async ({
    page,
  }) => {
    await openPage(page, 'transactionHistory');
    const filters = page.getByRole('form', { name: 'Filter records' });
    await filters.getByLabel('Period', { exact: true }).selectOption('custom');
    await filters.getByLabel('From', { exact: true }).fill(day(40));
    await filters.getByLabel('To', { exact: true }).fill(day(0));
    let asked = false;
    page.on('request', (request) => {
      if (request.url().includes('ODSFE2_MemTransDet')) asked = true;
    });
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(filters.getByRole('alert')).toHaveText(
      'Please choose a range of at most 31 days.',
    );
    expect(asked).toBe(false);
  });

  test('the betting record filters by game category and totals the stakes of every page', async ({
    page,
    pageErrors,
  }) => {
    await openPage(page, 'personalHistoryCopy');
    await search(page, 'Game category');
    await expect(page.getByText('Page 1 of 3')).toBeVisible();
    const stakes = (await columnOfEveryPage(page, 3)).map(amountOf);
    expect(amountOf(await total(page, 'Total stakes').innerText())).toBeCloseTo(
      stakes.reduce((sum, stake) => sum + stake, 0),
      3,
    );

    await search(page, 'Game category', 'Live casino');
    // The rows change when the filtered answer arrives: read them until they are only live casino.
    await expect
      .poll(
        async () => new Set(await page.locator('table tbody tr td:nth-child(2)').allInnerTexts()),
      )
      .toEqual(new Set(['Baccarat']));
    expect(pageErrors).toEqual([]);
  });
});

test.describe('feedback', () => {
  test.afterEach(async () => {
    await devControl(`/reset?tenant=${TENANT}`);
  });

  test('counts the words as they are typed, refuses a text outside the bounds and sends one within', async ({
    page,
    pageErrors,
  }) => {
    await openPage(page, 'feedback');
    const text = page.getByRole('textbox', { name: 'Your feedback' });
    await expect(page.getByText('Please write between 5 and 500 words.')).toBeVisible();
    await text.fill('Hi there, lottery-page problem!');
    await expect(page.getByText('4 / 500 words')).toBeVisible();
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please write between 5 and 500 words.');
    await expect(text).toHaveValue('Hi there, lottery-page problem!');

    await text.fill('Hi there, the lottery page loads slowly.');
    await expect(page.getByText('7 / 500 words')).toBeVisible();
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Thank you, your feedback has been sent.')).toBeVisible();

    await text.fill('And one more thing right away.');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'You sent feedback a moment ago. Please wait a minute before sending more.',
    );
    await expect(text).toHaveValue('And one more thing right away.');
    expect(pageErrors).toEqual([]);
  });
});

test.describe('security centre', () => {
  test.afterEach(async () => {
    await devControl(`/reset?tenant=${TENANT}`);
  });

  test('on a phone, a member binds a bank card with the payment password and sees it masked', async ({
    page,
    pageErrors,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await startSignedIn(page, TENANT, 'player.one');
    await page.goto(tenantUrl(TENANT, '/member?page=securityCenter'));
    await expect(page.getByRole('region', { name: 'My profile' })).toContainText('player.one');
    await expect(page.getByRole('list', { name: 'Bound bank cards' })).toContainText(
      '**** **** 5678',
    );
    await page.getByRole('button', { name: 'Add a bank card' }).click();
    const form = page.getByRole('form', { name: 'Add a bank card' });
    await form.getByLabel('Bank', { exact: true }).fill('ACB');
    await form.getByLabel("Account holder's name").fill('NGUYEN VAN MOT');
    await form.getByLabel('Card or account number').fill('1234 5678 9012');
    await form.getByLabel('Payment password').fill('000000');
    await form.getByRole('button', { name: 'Bind card' }).click();
    await expect(form.getByRole('alert')).toHaveText('The payment password is not correct.');
    await form.getByLabel('Payment password').fill('123456');
    await form.getByRole('button', { name: 'Bind card' }).click();
    await expect(page.getByRole('list', { name: 'Bound bank cards' })).toContainText(
      '**** **** 9012',
    );
    await expect(page.getByText('2 of 3 cards bound')).toBeVisible();
    const centre = page.locator('[data-page="securityCenter"]');
    const box = await centre.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 375).toBe(true);
    expect(await centre.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});

test('the help centre shows its topics and opens an article', async ({ page, pageErrors }) => {
  await page.goto(tenantUrl(TENANT, '/helpmc'));
  const topics = page.getByRole('navigation', { name: 'Help topics' });
  await expect(topics.getByRole('button').first()).toBeVisible();
  const article = page.locator('details').first();
  await article.locator('summary').click();
  await expect(article.locator('p').first()).toBeVisible();
  expect(pageErrors).toEqual([]);
});
