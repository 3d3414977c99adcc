import type { Locator } from '@playwright/test';
import { parseAmount } from './amounts.js';
import { devControl, expect, tenantUrl, test } from './browser.js';
import { startSignedIn } from './member-session.js';

/**
 * Contracts and the agent's team (docs/product/agent.md#contracts): an offer answered from the
 * popup and its automatic termination of a higher-rate sub-contract, a termination asked through a
 * confirmation and seen in the history of both sides, a real-time salary paid when
 * the mock clock moves 5 minutes, and a transfer to a downline, checked with the agent's payment
 * password, moving both balances and written in both ledgers.
 */
const TENANT = 'saigon';
const centrePage = (page: string) => tenantUrl(TENANT, `/agentHome?page=${page}`);
/** The seeded agents' payment password (mock-server/fixtures/security.json). */
const PAYMENT_PASSWORD = '135790';
/** The amount a cell shows, in the merchant's currency ("₫2,855,000"). */
const amountIn = async (cell: Locator): Promise<number> => parseAmount(await cell.textContent());

test.beforeEach(async () => {
  await devControl(`/reset?tenant=${TENANT}`);
});

test('a downline accepts an offer in the popup and its higher-rate sub-contract ends', async ({
  browser,
}) => {
  // agent.pro holds a 1.5% hourly salary and pays agent.sub 1.2%.
  const proContext = await browser.newContext();
  const pro = await proContext.newPage();
  await startSignedIn(pro, TENANT, 'agent.pro');
  await pro.goto(centrePage('hourlySalary'));
  const subRow = pro.locator('tr[data-downline="agent.sub"]');
  await expect(subRow).toContainText('1.2%');

  // agent.top offers agent.pro a 1% hourly salary from team management.
  const topContext = await browser.newContext();
  const top = await topContext.newPage();
  await startSignedIn(top, TENANT, 'agent.top');
  await top.goto(centrePage('teamManagement'));
  await top.getByRole('button', { name: 'Offer a contract to agent.pro' }).click();
  const offer = top.getByRole('dialog', { name: 'Offer a contract to agent.pro' });
  await expect(offer.getByLabel('Contract kind')).toHaveValue('HOURLY_SALARY');
  await offer.getByLabel('Tier 2: rate (%)').fill('3');
  await offer.getByRole('button', { name: 'Send offer' }).click();
  await expect(offer.getByText('The rate may not exceed your own rate of 2%')).toBeVisible();
  await offer.getByLabel('Tier 1: rate (%)').fill('1');
  await offer.getByLabel('Tier 2: rate (%)').fill('1');
  await offer.getByRole('button', { name: 'Send offer' }).click();
  await expect(offer.getByRole('status')).toHaveText('The offer was sent to agent.pro.');

  // The offer reaches agent.pro's open page at once, as a popup.
  const popup = pro.getByRole('dialog', { name: 'Contract' });
  await expect(popup).toContainText('agent.top offers you a contract: Hourly salary.');
  await popup.getByRole('button', { name: 'Accept' }).click();
  await expect(popup).toBeHidden();

  await pro.reload();
  // The ended sub-contract stays in sight, and its history says the platform ended it.
  await expect(subRow).toContainText('Terminated');
  const history = pro.getByTestId('contract-history');
  await expect(
    history.locator('tr[data-event="AUTO_TERMINATED"][data-contract="22"]'),
  ).toContainText('Platform');
  const mine = pro.getByRole('region', { name: 'My Hourly salary contract' });
  await expect(mine).toContainText('agent.top');
  await expect(mine.getByRole('table')).toContainText('1%');

  // agent.sub, whose contract ended, has a platform message saying so.
  const subContext = await browser.newContext();
  const sub = await subContext.newPage();
  await startSignedIn(sub, TENANT, 'agent.sub');
  await sub.goto(centrePage('inbox'));
  await expect(
    sub.getByRole('button', { name: /Your hourly salary contract has ended/ }),
  ).toBeVisible();
  await subContext.close();
  await proContext.close();
  await topContext.close();
});

test('an upline asks to end a downline contract through a confirmation; both sides see it in the history', async ({
  browser,
}) => {
  const topContext = await browser.newContext();
  const top = await topContext.newPage();
  await startSignedIn(top, TENANT, 'agent.top');
  await top.goto(centrePage('hourlySalary'));
  await top
    .getByRole('button', { name: 'Request termination of the contract with agent.pro' })
    .click();
  const confirm = top.getByRole('dialog', {
    name: 'Request termination of the contract with agent.pro?',
  });
  await expect(confirm.getByTestId('contract-consequence')).toContainText(
    'It stays in force until agent.pro agrees',
  );
  await confirm.getByRole('button', { name: 'Request termination' }).click();
  await expect(confirm).toBeHidden();
  const proRow = top.locator('tr[data-downline="agent.pro"]');
  await expect(proRow).toContainText('Termination requested');
  // The agent stays on the contract page.
  await expect(top.getByRole('heading', { level: 2 })).toHaveText('Hourly salary');
  const topHistory = top.getByTestId('contract-history');
  await expect(
    topHistory.locator('tr[data-event="TERMINATION_REQUESTED"][data-contract="14"]'),
  ).toContainText('agent.top');

  const proContext = await browser.newContext();
  const pro = await proContext.newPage();
  await startSignedIn(pro, TENANT, 'agent.pro');
  await pro.goto(centrePage('hourlySalary'));
  await expect(
    pro
      .getByTestId('contract-history')
      .locator('tr[data-event="TERMINATION_REQUESTED"][data-contract="14"]'),
  ).toContainText('agent.top');
  await proContext.close();
  await topContext.close();
});

test('at 375 px the offer and transfer buttons of a team row are on screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await startSignedIn(page, TENANT, 'agent.top');
  await page.goto(centrePage('teamManagement'));
  for (const name of ['Offer a contract to agent.pro', 'Transfer to agent.pro']) {
    const button = page.getByRole('button', { name });
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box !== null && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  }
  // The transfer dialog closes on Escape.
  await page.getByRole('button', { name: 'Transfer to agent.pro' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer to agent.pro' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a contract page the agent may not open says so', async ({ page }) => {
  // agent.mid has no hourly salary contract, with anyone.
  await startSignedIn(page, TENANT, 'agent.mid');
  await page.goto(centrePage('hourlySalary'));
  await expect(page.getByTestId('agent-page-refused')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Team overview' })).toHaveCount(0);
});

test('real-time salary settles every 5 minutes: the next settlement moves on with the clock', async ({
  page,
}) => {
  // What each period pays comes from the team's bets in it (mock unit tests check the figures
  // against the team betting report); here the page follows the backend's clock.
  await startSignedIn(page, TENANT, 'agent.top');
  await page.goto(centrePage('realTimeSalary'));
  const nextSettlement = page.getByTestId('next-settlement');
  await expect(nextSettlement).not.toHaveText('—');
  const next = await nextSettlement.textContent();
  const payouts = page.getByTestId('payouts').locator('tbody tr');
  const before = await payouts.count();

  await devControl(`/tenants/${TENANT}/clock`, { minutes: 5 });
  await page.reload();
  await expect(nextSettlement).not.toHaveText(next ?? '');
  expect(await payouts.count()).toBeGreaterThanOrEqual(before);

  // Paged 20 at a time, with totals over every payout; each period prints as a statement.
  expect(await payouts.count()).toBeLessThanOrEqual(20);
  await expect(page.getByTestId('payouts').getByTestId('table-totals')).toBeVisible();
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page
    .getByRole('button', { name: /^Print the statement of / })
    .first()
    .click();
  await page.emulateMedia({ media: 'print' });
  const statement = page.getByRole('region', { name: 'Real-time salary statement' });
  await expect(statement).toBeVisible();
  await expect(statement).toContainText('agent.top');
  await page.emulateMedia({ media: 'screen' });
});

test('a transfer to a downline asks the payment password, moves both balances and is in both ledgers', async ({
  page,
}) => {
  await startSignedIn(page, TENANT, 'agent.top');
  await page.goto(centrePage('teamManagement'));
  const row = page.locator('tr[data-member="top.p1"]');
  const balanceCell = row.locator('td:nth-child(3)');
  await expect(balanceCell).toHaveText('₫4,770,000');
  const before = await amountIn(balanceCell);
  await row.getByRole('button', { name: 'Transfer to top.p1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer to top.p1' });
  // The merchant uses a payment password: the form asks it once it knows.
  await expect(dialog.getByLabel('Payment password')).toBeVisible();
  await dialog.getByLabel('Amount').fill('0');
  await dialog.getByRole('button', { name: 'Transfer' }).click();
  await expect(dialog.getByText('Please enter an amount above zero')).toBeVisible();

  // A wrong payment password is told on its field; nothing typed is lost, no money moves.
  await dialog.getByLabel('Amount').fill('100000');
  await dialog.getByLabel('Payment password').fill('000000');
  await dialog.getByRole('button', { name: 'Transfer' }).click();
  await expect(dialog.getByText('The payment password is incorrect.')).toBeVisible();
  await expect(dialog.getByLabel('Amount')).toHaveValue('100000');
  await expect(dialog.getByLabel('Payment password')).toHaveValue('000000');

  await dialog.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await dialog.getByRole('button', { name: 'Transfer' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    "₫100,000 sent to top.p1. Your balance: ₫49,900,000; top.p1's balance: ₫4,870,000.",
  );
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(balanceCell).not.toHaveText('₫4,770,000');
  expect((await amountIn(balanceCell)) - before).toBe(100_000);

  // The agent's own ledger shows the money out, and its downline's the money in.
  await page.goto(centrePage('accountDetails'));
  const table = page.getByRole('table');
  // Columns: time, member, kind, remark, status, amount, balance after.
  const first = table.locator('tbody tr').first();
  await expect(first.locator('td:nth-child(3)')).toHaveText('Transfer');
  expect(await amountIn(first.locator('td:nth-child(6)'))).toBe(-100_000);
  expect(await amountIn(first.locator('td:nth-child(7)'))).toBe(49_900_000);
  await page.getByLabel('Member').fill('top.p1');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(table.locator('tbody tr').first().locator('td:nth-child(2)')).toHaveText('top.p1');
  const theirs = table.locator('tbody tr').first();
  await expect(theirs.locator('td:nth-child(3)')).toHaveText('Transfer');
  expect(await amountIn(theirs.locator('td:nth-child(6)'))).toBe(100_000);
});

test('the contract popup and the offer listener load only for signed-in accounts', async ({
  page,
}) => {
  const scripts: string[] = [];
  const sockets: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  page.on('websocket', (socket) => sockets.push(socket.url()));
  const watcherLoaded = () => scripts.some((url) => /ContractOfferWatcher/.test(url));

  await page.goto(tenantUrl(TENANT, '/'));
  await page.locator('[data-page="home"]').waitFor();
  await page.waitForLoadState('networkidle');
  expect(watcherLoaded()).toBe(false);
  expect(scripts.filter((url) => /ContractOfferModal/.test(url))).toEqual([]);
  expect(sockets).toEqual([]);

  await startSignedIn(page, TENANT, 'agent.pro');
  await page.goto(tenantUrl(TENANT, '/'));
  await page.locator('[data-page="home"]').waitFor();
  await expect.poll(watcherLoaded).toBe(true);
  await expect.poll(() => sockets.length).toBeGreaterThan(0);
});
