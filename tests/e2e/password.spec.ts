import type { Page } from '@playwright/test';
import { devControl, expect, tenantUrl, test, withPopupsClosed } from './browser.js';
import { e2eEnv } from './e2e-env.js';

const TENANT = 'saigon';
const MERCHANT = 'SGN01';
const NEW_PASSWORD = 'Fresh2025!';

/** English pages: the texts below are the English dictionary's. */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
});

/** Every test changes accounts or sessions: the next spec starts from the seeded mock. */
test.afterEach(async () => {
  await devControl(`/reset?tenant=${TENANT}`);
});

/** Signs in through the backend from inside the page, as another site handing a session over would. */
async function backendLogin(page: Page, username: string, password: string) {
  return page.evaluate(
    async ({ username, password, merchant }) => {
      const res = await fetch('/wps/session/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', merchant, device: 'web' },
        body: JSON.stringify({ type: 'username', username, password }),
      });
      return (await res.json()) as { success: boolean; value: { token?: string } | null };
    },
    { username, password, merchant: MERCHANT },
  );
}

/** The signed-in member's menu in the header. */
function signedInMenu(page: Page) {
  return page.locator('[data-widget="header"] summary', { hasText: 'My account' });
}

async function signedInPage(page: Page, username: string, password: string, path: string) {
  await page.goto(tenantUrl(TENANT, '/'));
  const answer = await backendLogin(page, username, password);
  const token = answer.value?.token ?? '';
  expect(token).not.toBe('');
  const join = path.includes('?') ? '&' : '?';
  await page.goto(tenantUrl(TENANT, `${path}${join}token=${encodeURIComponent(token)}`));
  return token;
}

test.describe('passwords, free play and logout', () => {
  test('a member on the default password must change it before anything else; the new one signs in, the old one no longer does', async ({
    page,
    pageErrors,
  }) => {
    await page.goto(tenantUrl(TENANT, '/login'));
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Username').fill('weak.user');
    await login.getByLabel('Password', { exact: true }).fill('Aa123456');
    await login.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await expect(dialog.getByText(/You are using the default password/)).toBeVisible();
    const firstToken = await page.evaluate(() => sessionStorage.getItem('token'));

    // Held: no ✕, Escape does nothing, a member page and a reload lead back to the window.
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await page.goto(tenantUrl(TENANT, '/member?page=securityCenter'));
    await page.waitForURL((url) => url.pathname === '/');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Sign out' })).toBeVisible();

    await dialog.getByLabel('Current password').fill('Aa123456');
    await dialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel('Confirm new password').fill('Different1!');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByText('Confirmation password is not correct')).toBeVisible();
    await expect(dialog.getByLabel('Current password')).toHaveValue('Aa123456');

    await dialog.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Change password' }).click();

    await expect(dialog).toBeHidden();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(signedInMenu(page)).toBeVisible();
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(token).not.toBeNull();
    expect(token).not.toBe(firstToken);

    expect((await backendLogin(page, 'weak.user', 'Aa123456')).success).toBe(false);
    expect((await backendLogin(page, 'weak.user', NEW_PASSWORD)).success).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  for (const [username, reason] of [
    ['expired.player', 'Your password has expired.'],
    ['new.player', 'This is your first sign-in.'],
  ] as const) {
    test(`${username} reaches no member page, no game and no member call before changing the password`, async ({
      page,
    }) => {
      const launches: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/wps/game/launchGame')) launches.push(request.url());
      });
      await page.goto(tenantUrl(TENANT, '/login'));
      const login = page.getByRole('dialog', { name: 'Log in' });
      await login.getByLabel('Username').fill(username);
      await login.getByLabel('Password', { exact: true }).fill('Passw0rd!');
      await login.getByRole('button', { name: 'Log in' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change password' });
      await expect(dialog.getByText(reason)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeVisible();

      for (const path of ['/member?page=wallet', '/seaLottery', '/vnLottery']) {
        await page.goto(tenantUrl(TENANT, path));
        await expect(dialog).toBeVisible();
        expect(new URL(page.url()).pathname).toBe('/');
      }
      // The session itself is held by the backend too: a member call made by hand is refused.
      const answer = await page.evaluate(async (merchant) => {
        const token = sessionStorage.getItem('token') ?? '';
        const res = await fetch('/wps/member/info', {
          headers: { authorization: token, merchant },
        });
        return (await res.json()) as { success: boolean; message: string };
      }, MERCHANT);
      expect(answer).toMatchObject({ success: false, message: 'password_change_required' });
      expect(launches).toEqual([]);
    });
  }

  test('forgot password by mobile: the SMS code sets a new password and signs the member in', async ({
    page,
  }) => {
    await page.goto(tenantUrl(TENANT, '/login'));
    await page
      .getByRole('dialog', { name: 'Log in' })
      .getByRole('button', { name: 'Forgot password?' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await expect(dialog.getByRole('tab', { name: 'By mobile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await dialog.getByLabel('Country dialing code').selectOption('VN');
    await dialog.getByLabel('Mobile number').fill('987650003');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();

    const res = await fetch(
      `http://127.0.0.1:${e2eEnv('port')}/__dev/tenants/${TENANT}/sms?mobileNum=987650003&countryDialingCode=%2B84`,
    );
    const { value } = (await res.json()) as { value: { code: string; purpose: string } };
    expect(value.purpose).toBe('passwordReset');

    await dialog.getByLabel('Verification code').fill('000000');
    await dialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The verification code is not valid');
    await expect(dialog.getByLabel('Mobile number')).toHaveValue('987650003');

    await dialog.getByLabel('Verification code').fill(value.code);
    await dialog.getByRole('button', { name: 'Reset password' }).click();

    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.waitForURL((url) => url.pathname === '/');
    await expect(signedInMenu(page)).toBeVisible();
    expect((await backendLogin(page, 'player.three', NEW_PASSWORD)).success).toBe(true);
  });

  test('free play signs in a trial account, which is told to register before a member feature', async ({
    page,
  }) => {
    await page.goto(tenantUrl(TENANT, '/login'));
    await page
      .getByRole('dialog', { name: 'Log in' })
      .getByRole('button', { name: 'Free play' })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.waitForURL((url) => url.pathname === '/');
    const header = page.locator('[data-widget="header"]');
    await expect(header.getByRole('link', { name: 'Deposit' })).toBeVisible();
    expect(
      await page.evaluate(
        () => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { type?: number },
      ),
    ).toMatchObject({ type: 4 });

    await header.getByRole('link', { name: 'Deposit' }).click();
    const notice = page.getByRole('dialog', { name: 'Trial account' });
    await expect(notice).toContainText('Please Register An Account First');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.locator('[data-widget="member-center"]').count()).toBe(0);

    await notice.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
  });

  test('logout ends the session: storage cleared except the merchant, the token dead, member pages closed', async ({
    page,
  }) => {
    const token = await signedInPage(page, 'player.one', 'Passw0rd!', '/');
    await page.evaluate((merchant) => {
      sessionStorage.setItem('merchant', merchant);
      sessionStorage.setItem('validate', 'checked');
    }, MERCHANT);
    const header = page.locator('[data-widget="header"]');
    await signedInMenu(page).click();
    await header.getByRole('button', { name: 'Sign out' }).click();

    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    // Public data the home page loads again (vendors) may be cached anew; nothing of the session is left.
    expect(
      await page.evaluate(() =>
        ['token', 'MC_SESSION_INFO', 'validate', 'merchant'].map((key) =>
          sessionStorage.getItem(key),
        ),
      ),
    ).toEqual([null, null, null, MERCHANT]);
    const status = await page.evaluate(
      async ({ token, merchant }) =>
        (await fetch('/wps/member/info', { headers: { authorization: token, merchant } })).status,
      { token, merchant: MERCHANT },
    );
    expect(status).toBe(401);

    await page.goto(tenantUrl(TENANT, '/member'));
    await page.waitForURL((url) => url.pathname === '/login');
  });

  test('a password changed on another device ends this session: the next page asks to sign in again', async ({
    page,
    browser,
  }) => {
    await signedInPage(page, 'player.one', 'Passw0rd!', '/member?page=securityCenter');
    await page.locator('[data-widget="member-center"]').waitFor();

    // The same member changes the password in another browser.
    const other = await browser.newContext();
    await withPopupsClosed(other);
    const elsewhere = await other.newPage();
    await elsewhere.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
    await signedInPage(elsewhere, 'player.one', 'Passw0rd!', '/member?page=securityCenter');
    await elsewhere.getByRole('button', { name: 'Change password', exact: true }).click();
    const change = elsewhere.getByRole('dialog', { name: 'Change password' });
    await change.getByLabel('Current password').fill('Passw0rd!');
    await change.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await change.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await change.getByRole('button', { name: 'Change password' }).click();
    await expect(change).toBeHidden();
    await other.close();

    // This browser's next page finds its session dead and says so.
    await page.reload();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login.getByRole('alert')).toHaveText(
      'Your session has ended, please sign in again',
    );
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });

  test('a modal keeps focus inside, closes on Escape (top one only), gives focus back and restores the scroll', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 800, height: 320 });
    await signedInPage(page, 'player.one', 'Passw0rd!', '/member?page=securityCenter');
    const opener = page.getByRole('button', { name: 'Change password' });
    await opener.waitFor();
    // Open from the keyboard, so nothing scrolls the opener into view on the way.
    await opener.focus();
    await page.evaluate(() => {
      document.body.style.paddingBottom = '1500px';
      window.scrollBy(0, 60);
    });
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await expect(dialog.getByLabel('Current password')).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await page.goto(tenantUrl(TENANT, '/login'));
    const login = page.getByRole('dialog', { name: 'Log in' });
    const forgotLink = login.getByRole('button', { name: 'Forgot password?' });
    await forgotLink.click();
    await expect(page.getByRole('dialog', { name: 'Forgot password' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Forgot password' })).toBeHidden();
    await expect(login).toBeVisible();
    await expect(forgotLink).toBeFocused();
  });
});
