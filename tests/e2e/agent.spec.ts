import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { parseAmount } from './amounts.js';
import { devControl, expect, tenantUrl, test } from './browser.js';
import { startSignedIn } from './member-session.js';

const TENANT = 'saigon';

/** Opens the agent centre signed in as `account` (page named or the first of the menu). */
async function openAgentCentre(page: Page, account: string, centrePage?: string): Promise<void> {
  await startSignedIn(page, TENANT, account);
  await page.goto(tenantUrl(TENANT, centrePage ? `/agentHome?page=${centrePage}` : '/agentHome'));
  await page.locator('[data-widget="agent-center"]').waitFor();
}

const menu = (page: Page): Locator => page.getByRole('navigation', { name: 'Agent centre menu' });

/**
 * Picks a date range of the last `days` days in a report's filters, searches, and waits until the
 * report no longer says it is loading (it keeps the previous rows on screen meanwhile).
 */
async function lastDays(page: Page, days: number): Promise<void> {
  const end = new Date();
  const start = new Date(end.getTime() - (days - 1) * 86_400_000);
  await page.getByLabel('Period').selectOption('range');
  await page.getByLabel('From', { exact: true }).fill(start.toISOString().slice(0, 10));
  await page.getByLabel('To', { exact: true }).fill(end.toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Sums one column over every page of the report, walking the pager to its end. */
async function sumColumn(page: Page, column: number): Promise<number> {
  const table = page.getByRole('table');
  let total = 0;
  for (;;) {
    await table.waitFor();
    const cells = await table.locator(`tbody tr td:nth-child(${column})`).allTextContents();
    total += cells.reduce((sum, text) => sum + parseAmount(text), 0);
    const next = page.getByRole('button', { name: 'Next page' });
    if (await next.isDisabled()) return Math.round(total * 100) / 100;
    const pageText = await page.getByText(/^Page \d+ of \d+$/).textContent();
    await next.click();
    await expect(page.getByText(/^Page \d+ of \d+$/)).not.toHaveText(pageText ?? '');
  }
}

/** The totals row's cell of a column (1-based). */
const totalsCell = (page: Page, column: number): Locator =>
  page
    .getByTestId('table-totals')
    .locator('th, td')
    .nth(column - 1);

async function totalOf(page: Page, column: number): Promise<number> {
  const cell = totalsCell(page, column);
  return parseAmount(await cell.textContent());
}

test.describe('agent centre', () => {
  test.beforeEach(() => devControl(`/reset?tenant=${TENANT}`));

  test('sends a signed-in member away from the agent centre to the agent login page', async ({
    page,
  }) => {
    await startSignedIn(page, TENANT, 'player.one');
    await page.goto(tenantUrl(TENANT, '/agentHome'));
    await page.waitForURL((url) => url.pathname === '/agent');
    // The site server draws the centre's frame for every visitor; once the app has judged the
    // session, the member sees the agent login and no part of the centre.
    await expect(page.locator('[data-widget="agent-login"]')).toBeVisible();
    await expect(page.locator('[data-widget="agent-center"]')).toHaveCount(0);
  });

  test('shows the agent its header and only the menu items its contract flags allow', async ({
    page,
  }) => {
    // agent.mid: a dividend contract in force, a daily salary offer waiting, no hourly or
    // real-time salary contract.
    await openAgentCentre(page, 'agent.mid');
    await expect(page.getByTestId('agent-gmt')).toHaveText(/^GMT[+-]\d\d:\d\d$/);
    await expect(page.getByTestId('agent-nickname')).toHaveText('Mid Agent');
    const before = await page.getByTestId('agent-clock').getAttribute('datetime');
    await expect(page.getByTestId('agent-clock')).not.toHaveAttribute('datetime', before ?? '');

    const items = await menu(page).getByRole('listitem').allTextContents();
    expect(items).toEqual(
      expect.arrayContaining([
        'Announcement',
        'Team overview',
        'Team betting',
        'User loss',
        'My income',
        'Account details',
        'Customer service',
      ]),
    );
    expect(items.indexOf('Team overview')).toBeLessThan(items.indexOf('Team betting'));
    expect(items.at(-1)).toBe('Customer service');
    expect(items.join('|')).not.toMatch(/Hourly|Real-time/i);
    // The centre opens on the dashboard: the agent's balance and what waits for an answer
    // (agent.mid's daily wage offer).
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Dashboard');
    await expect(page.getByTestId('dashboard-balance')).toHaveText(/^₫\d{1,3}(,\d{3})*$/);
    await expect(page.getByTestId('dashboard-waiting')).toContainText(
      'agent.top offers you a contract: Daily wage',
    );

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/agent');
  });

  test('team betting and user loss totals equal the sum of their rows over every page', async ({
    page,
  }) => {
    await openAgentCentre(page, 'agent.top', 'teamBetting');
    await lastDays(page, 60);
    await expect(page.getByText(/^Page 1 of ([2-9]|\d{2,})$/)).toBeVisible();
    // Columns: member, category, bets, stakes, valid bets, payouts, profit/loss. Amounts are full
    // amounts in the tenant's currency (VND, whole dong, grouped), counts plain.
    await expect(totalsCell(page, 4)).toHaveText(/^₫\d{1,3}(,\d{3})*$/);
    await expect(totalsCell(page, 3)).toHaveText(/^\d+$/);
    const stakes = await totalOf(page, 4);
    const result = await totalOf(page, 7);
    expect(stakes).toBeGreaterThan(0);
    expect(await sumColumn(page, 4)).toBe(stakes);
    await page.getByRole('button', { name: 'Previous page' }).click();

    await menu(page).getByRole('link', { name: 'User loss' }).click();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('User loss');
    await lastDays(page, 60);
    // Columns: member, upline, stakes, valid bets, profit/loss, deposits, withdrawals.
    await expect.poll(() => totalOf(page, 5)).toBe(result);
    expect(await sumColumn(page, 5)).toBe(result);
  });

  test('refuses a member of another team in a report', async ({ page }) => {
    await openAgentCentre(page, 'agent.top', 'userLoss');
    await page.getByRole('table').waitFor();
    await page.getByLabel('Member').fill('rival.p1');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await page.getByRole('table').count()).toBe(0);
    await page.getByLabel('Member').fill('leaf.p1');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('table').getByRole('cell', { name: 'leaf.p1' })).toBeVisible();
  });

  test('team management shows registration and last sign-in, and the server sorts by balance', async ({
    page,
  }) => {
    await openAgentCentre(page, 'agent.top', 'teamManagement');
    const table = page.getByTestId('team-table');
    await expect(table.getByRole('columnheader', { name: /Registered/ })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: /Last sign-in/ })).toBeVisible();
    const balance = table.getByRole('columnheader', { name: /Balance/ });
    await balance.getByRole('button').click();
    await expect(balance).toHaveAttribute('aria-sort', 'ascending');
    await balance.getByRole('button').click();
    await expect(balance).toHaveAttribute('aria-sort', 'descending');
    await expect
      .poll(async () => {
        const values = (await table.locator('tbody tr td:nth-child(3)').allTextContents()).map(
          parseAmount,
        );
        return values.length > 1 && values.every((v, i) => i === 0 || values[i - 1]! >= v);
      })
      .toBe(true);
  });

  test('exports every row of team betting, sorts by valid bets and drills into agent.mid and back', async ({
    page,
  }) => {
    await openAgentCentre(page, 'agent.top', 'teamBetting');
    await lastDays(page, 60);
    await expect(page.getByText(/^Page 1 of ([2-9]|\d{2,})$/)).toBeVisible();
    const count = Number(
      ((await page.getByTestId('report-count').textContent()) ?? '').replace(/\D/g, ''),
    );
    expect(count).toBeGreaterThan(10);

    // The CSV holds every row of the range, not only the page shown: UTF-8 with a BOM.
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^Team betting .*\.csv$/);
    const text = await readFile(await csv.path(), 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Member,Game category,Bets,Stakes,Valid bets,Payouts,Profit/loss');
    expect(lines).toHaveLength(count + 1);
    // Amounts are plain numbers in the currency's unit.
    expect(lines[1]!.split(',')[4]).toMatch(/^\d+(\.\d+)?$/);
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Excel' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);

    // The printed statement holds every row of the range and prints alone.
    await page.evaluate(() => {
      window.print = () => undefined;
    });
    await page.getByRole('button', { name: 'Print statement' }).click();
    const statement = page.locator('[data-print-statement]');
    await expect(statement.locator('tbody tr')).toHaveCount(count);
    await page.emulateMedia({ media: 'print' });
    await expect(statement).toBeVisible();
    await expect(page.getByRole('table', { name: 'Team betting' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect(statement).toHaveCount(0);

    // Valid bets, largest first, over every row: the first page holds the largest ones.
    const validBets = page.getByRole('columnheader', { name: /Valid bets/ });
    await validBets.getByRole('button').click();
    await expect(validBets).toHaveAttribute('aria-sort', 'ascending');
    await validBets.getByRole('button').click();
    await expect(validBets).toHaveAttribute('aria-sort', 'descending');
    await page.getByLabel('Rows per page').selectOption('100');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const table = page.getByRole('table');
    const values = (await table.locator('tbody tr td:nth-child(5)').allTextContents()).map(
      parseAmount,
    );
    expect(values).toHaveLength(Math.min(count, 100));
    expect(values).toEqual([...values].sort((a, b) => b - a));

    // agent.mid's row opens agent.mid's team; the breadcrumb leads back.
    await page.getByRole('button', { name: "Open agent.mid's team" }).first().click();
    await expect(
      page.getByRole('table', { name: 'Team betting: team of agent.mid' }),
    ).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const members = await table.locator('tbody tr td:nth-child(1)').allTextContents();
    expect(members).toContain('mid.p1');
    expect(
      members.every((m) => m === 'agent.mid' || /^(mid\.p\d|player\.(one|two))$/.test(m)),
    ).toBe(true);
    const trail = page.getByRole('navigation', { name: 'Team path' });
    await trail.getByRole('button', { name: 'My team' }).click();
    await expect(page.getByRole('table', { name: 'Team betting' })).toBeVisible();
    await expect(trail).toBeHidden();
  });

  test('team overview draws its chart from a chunk only agent pages load', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(tenantUrl(TENANT, '/'));
    await page.locator('[data-page="home"]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /TeamChart/.test(url))).toEqual([]);

    await openAgentCentre(page, 'agent.top', 'teamOverview');
    await page.getByLabel('Period').selectOption('thisMonth');
    await expect(page.getByText('Team size')).toBeVisible();
    // Counts of accounts are plain numbers; money is in the merchant's currency.
    await expect(page.locator('[data-figure="teamSize"]')).toHaveText(/^\d+$/);
    await expect(page.locator('[data-figure="deposits"]')).toHaveText(/^₫\d{1,3}(,\d{3})*$/);
    expect(
      parseAmount(await page.locator('[data-figure="deposits"]').textContent()),
    ).toBeGreaterThan(0);
    await expect(page.getByRole('img', { name: /Chart of the team/ })).toBeVisible();
    expect(scripts.some((url) => /TeamChart/.test(url))).toBe(true);

    // agent.mid's team is a part of agent.top's: its overview opens from the list and goes back.
    const teamSize = page.locator('[data-figure="teamSize"]');
    const whole = Number(await teamSize.textContent());
    await page.getByRole('button', { name: "Open agent.mid's team" }).click();
    const trail = page.getByRole('navigation', { name: 'Team path' });
    await expect(trail).toContainText('agent.mid');
    await expect(teamSize).not.toHaveText(String(whole));
    expect(Number(await teamSize.textContent())).toBeLessThan(whole);
    await trail.getByRole('button', { name: 'My team' }).click();
    await expect(trail).toBeHidden();
    await expect(teamSize).toHaveText(String(whole));
  });

  test('folds the menu on a phone and opens a page from it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openAgentCentre(page, 'agent.sub');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page).getByRole('link', { name: 'Team betting' })).toBeHidden();
    await toggle.click();
    await menu(page).getByRole('link', { name: 'Team betting' }).click();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Team betting');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});
