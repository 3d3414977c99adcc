import type { Page } from '@playwright/test';
import { devControl, expect, tenantUrl, test } from './browser.js';
import { startSignedIn } from './member-session.js';

const TENANT = 'saigon';

/** Every test moves money or answers withdrawals: the next one starts from the seeded mock. */
test.afterEach(async () => {
  await devControl(`/reset?tenant=${TENANT}`);
});

async function openCentre(page: Page, account: string, centrePage: string) {
  await startSignedIn(page, TENANT, account);
  await page.goto(tenantUrl(TENANT, `/member?page=${centrePage}`));
}

const headerBalance = (page: Page) => page.getByTestId('header-balance');

/**
 * An account's main wallet as the mock reports it to that account: signs it in from the page
 * (without touching the page's own session) and asks its balance.
 */
function mainWalletOf(page: Page, account: string): Promise<number> {
  return page.evaluate(async (username) => {
    const tenantJson = document.getElementById('wl-tenant')?.textContent ?? '{}';
    const { merchantCode } = JSON.parse(tenantJson) as { merchantCode: string };
    const headers = { 'Content-Type': 'application/json', Merchant: merchantCode, Device: 'web' };
    const login = (await (
      await fetch('/wps/session/login', {
        method: 'POST',
        headers,
        body: JSON.stringify({ type: 'username', username, password: 'Passw0rd!' }),
      })
    ).json()) as { value: { token: string } };
    const balance = (await (
      await fetch('/wps/v2/wallets/balance?typeId=0', {
        headers: { ...headers, Authorization: login.value.token },
      })
    ).json()) as { value: { balance: { accountTypeId: number; availBalance: number }[] } };
    return balance.value.balance.find((wallet) => wallet.accountTypeId === 2)?.availBalance ?? NaN;
  }, account);
}

/** The card of one withdrawal on the confirmation page. */
const withdrawal = (page: Page, id: string) => page.locator(`[data-withdrawal="${id}"]`);

test.describe('wallet', () => {
  test('a deposit through an instant channel raises the balance shown in the header', async ({
    page,
  }) => {
    // wallet.one: main ₫2,000,000 and PG ₫300,000.
    await openCentre(page, 'wallet.one', 'deposit');
    await expect(headerBalance(page)).toHaveText('₫2,300,000');
    await page.getByRole('radio', { name: /MoMo e-wallet/ }).check();
    await page.getByRole('button', { name: '₫100,000' }).click();
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByText('₫100,000 has been added to your main wallet.')).toBeVisible();
    await expect(headerBalance(page)).toHaveText('₫2,400,000');

    // A bank transfer waits for the payment: the balance stays.
    await page.getByRole('radio', { name: /Vietcombank transfer/ }).check();
    await expect(page.getByText('0071000123456')).toBeVisible();
    await page.getByLabel('Amount', { exact: true }).fill('50000');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByText('The amount must be at least ₫100,000')).toBeVisible();
    await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('50000');
    await page.getByLabel('Amount', { exact: true }).fill('200000');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByText(/Your deposit of ₫200,000 is waiting/)).toBeVisible();
    await expect(headerBalance(page)).toHaveText('₫2,400,000');
  });

  test('a transfer from a game wallet back to the main wallet moves the balances shown', async ({
    page,
  }) => {
    await openCentre(page, 'wallet.one', 'transfer');
    await page.getByLabel('Game wallet').selectOption('PG');
    await page.getByRole('radio', { name: 'From PG Soft back to the main wallet' }).check();
    await expect(page.getByText('Available to move: ₫300,000')).toBeVisible();
    await page.getByLabel('Amount', { exact: true }).fill('100,000');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(page.getByText('₫100,000 moved from PG Soft to Main wallet.')).toBeVisible();
    await expect(page.getByText('Available to move: ₫200,000')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Member centre menu' })
      .getByRole('link', { name: 'My wallet' })
      .click();
    await expect(page.getByTestId('wallet-main')).toHaveText('₫2,100,000');
    await expect(page.getByTestId('wallet-total')).toHaveText('₫2,300,000');
  });

  test('a withdrawal goes to the chosen bound card after the payment password, and waits for confirmation', async ({
    page,
  }) => {
    // wallet.one has two bound cards and the payment password 246810 (fixtures/security.json).
    await openCentre(page, 'wallet.one', 'withdraw');
    await page.getByRole('radio', { name: /ACB \*{4} \*{4} 7719/ }).check();
    await page.getByLabel('Amount', { exact: true }).fill('500000');
    await page.getByLabel('Payment password').fill('111111');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByText('The payment password is not correct.')).toBeVisible();
    await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('500000');
    await expect(page.getByRole('radio', { name: /ACB/ })).toBeChecked();
    await expect(headerBalance(page)).toHaveText('₫2,300,000');

    await page.getByLabel('Payment password').fill('246810');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(
      page.getByText(/Your withdrawal of ₫500,000 to ACB \*{4} \*{4} 7719 has been requested/),
    ).toBeVisible();
    await expect(headerBalance(page)).toHaveText('₫1,800,000');
    await page.getByRole('link', { name: 'Confirm it once the money arrives' }).click();
    await expect(page.getByText(/you have 30 minutes to tell us what arrived/)).toBeVisible();
    const card = page.locator('[data-withdrawal]').first();
    await expect(card).toContainText('₫500,000');
    await expect(card).toContainText('Paid into ACB **** **** 7719');
    await expect(card).toContainText('Paid out: please confirm what arrived');
    await expect(card).toContainText(
      /After that this withdrawal counts as received and nothing is returned/,
    );
  });

  test('a transfer to the upline lowers the member’s balance and raises the upline agent’s', async ({
    page,
  }) => {
    // wallet.one (main ₫2,000,000) is under agent.sub (main ₫14,900,000).
    await openCentre(page, 'wallet.one', 'uplineTransfer');
    expect(await mainWalletOf(page, 'agent.sub')).toBe(14900000);
    await expect(page.getByText('Available to move: ₫2,000,000')).toBeVisible();
    await page.getByLabel('Amount', { exact: true }).fill('2500000');
    await page.getByRole('button', { name: 'Send to upline' }).click();
    await expect(page.getByText('The amount is more than the ₫2,000,000 available')).toBeVisible();
    await page.getByLabel('Amount', { exact: true }).fill('750000');
    await page.getByRole('button', { name: 'Send to upline' }).click();
    await expect(page.getByText('₫750,000 sent to agent.sub.')).toBeVisible();
    await expect(page.getByText('Available to move: ₫1,250,000')).toBeVisible();
    await expect(headerBalance(page)).toHaveText('₫1,550,000');
    expect(await mainWalletOf(page, 'agent.sub')).toBe(15650000);
  });

  test('confirms a withdrawal received in full', async ({ page }) => {
    await openCentre(page, 'wallet.two', 'withdrawConfirm');
    const card = withdrawal(page, 'WC0001');
    await card.getByRole('radio', { name: 'Received in full' }).check();
    await card.getByRole('button', { name: 'Confirm' }).click();
    await expect(card.getByTestId('withdrawal-status')).toHaveText('Received');
    await expect(card.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  });

  test('a partly received withdrawal keeps the amount received and the remainder, then all received closes it', async ({
    page,
  }) => {
    await openCentre(page, 'wallet.two', 'withdrawConfirm');
    const card = withdrawal(page, 'WC0002');
    await card.getByRole('radio', { name: 'Partly received' }).check();
    await card.getByLabel('Amount received').fill('1500000');
    await card.getByRole('button', { name: 'Confirm' }).click();
    await expect(card.getByTestId('withdrawal-status')).toHaveText('Partly received');
    await expect(card).toContainText('Received ₫1,500,000, remainder ₫500,000');
    await card.getByRole('radio', { name: 'All received' }).check();
    await card.getByRole('button', { name: 'Confirm' }).click();
    await expect(card.getByTestId('withdrawal-status')).toHaveText('All received');
  });

  test('reports a withdrawal not received with a proof picture of 4.9 MB, refusing one that is not a picture or of 5.1 MB', async ({
    page,
  }) => {
    await openCentre(page, 'wallet.two', 'withdrawConfirm');
    const card = withdrawal(page, 'WC0003');
    await card.getByRole('radio', { name: 'Not received' }).check();
    const proof = card.getByLabel(/Proof that it did not arrive/);
    await proof.setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await card.getByRole('button', { name: 'Confirm' }).click();
    await expect(card.getByText('The proof must be a png or jpg picture')).toBeVisible();
    /** A png file of `megabytes` MB. */
    const png = (megabytes: number) => {
      const buffer = Buffer.alloc(Math.round(megabytes * 1024 * 1024));
      buffer.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      return { name: 'receipt.png', mimeType: 'image/png', buffer };
    };
    await proof.setInputFiles(png(5.1));
    await card.getByRole('button', { name: 'Confirm' }).click();
    await expect(card.getByText('The picture must be under 5 MB')).toBeVisible();
    // 4.9 MB passes the page, the site server and the mock.
    await proof.setInputFiles(png(4.9));
    await card.getByRole('button', { name: 'Confirm' }).click();
    await expect(card.getByTestId('withdrawal-status')).toHaveText(
      'Reported not received: under review',
    );
    await expect(card).toContainText('Your proof has been sent.');
  });

  test('a withdrawal not confirmed in time counts as received and takes no answer', async ({
    page,
  }) => {
    await openCentre(page, 'wallet.two', 'withdrawConfirm');
    const card = withdrawal(page, 'WC0004');
    await expect(card.getByTestId('withdrawal-status')).toHaveText(
      'Counted as received (not confirmed in time)',
    );
    await expect(card.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  });

  test('the member centre fits a phone: its menu scrolls sideways, the page does not', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openCentre(page, 'wallet.one', 'wallet');
    const menu = page.getByRole('navigation', { name: 'Member centre menu' });
    await expect(menu.getByRole('link', { name: 'My wallet' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByTestId('wallet-total')).toHaveText('₫2,300,000');
    const memberMenu = page.locator('[data-widget="header"] summary', { hasText: 'My account' });
    await memberMenu.click();
    await expect(page.getByRole('link', { name: 'Balance: ₫2,300,000' })).toBeVisible();
    await memberMenu.click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await menu.getByRole('link', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/member\?page=deposit$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Deposit' })).toBeVisible();
  });
});
