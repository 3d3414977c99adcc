import type { Page, Request } from '@playwright/test';
import { e2eEnv } from './e2e-env.js';
import { expect, tenantUrl, test } from './browser.js';
import { tenantFile } from './tenant-fixtures.js';

/** A username the default register rule accepts (a letter, then letters and digits, 6–16). */
function newUsername(): string {
  return `r${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** Opens the register modal of saigon (the default form, mobile tab on) in English. */
async function openRegister(page: Page, query = '') {
  await page.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
  await page.goto(tenantUrl('saigon', `/register${query}`));
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).waitFor();
  return dialog;
}

async function fillAccount(dialog: ReturnType<Page['getByRole']>, username: string) {
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('secret12');
  await dialog.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('secret12');
  await dialog
    .getByRole('checkbox', { name: "I am 18 or over and accept the site's rules" })
    .check();
}

/** The SMS code the mock "sent" to a number (it sends none). */
async function sentCode(mobileNum: string, countryDialingCode: string): Promise<string> {
  const query = new URLSearchParams({ mobileNum, countryDialingCode });
  const res = await fetch(`http://127.0.0.1:${e2eEnv('port')}/__dev/tenants/saigon/sms?${query}`);
  const body = (await res.json()) as { value: { code: string } };
  return body.value.code;
}

function isCall(request: Request, method: string, path: string): boolean {
  return request.method() === method && new URL(request.url()).pathname === path;
}

test.describe('registration', () => {
  test('a username registration with an affiliate code from the page address signs in and goes home', async ({
    page,
  }) => {
    const calls: Request[] = [];
    page.on('request', (request) => calls.push(request));
    const dialog = await openRegister(page, '?affiliateCode=TOP001');
    await expect(dialog.getByRole('textbox', { name: 'Invitation code', exact: true })).toHaveValue(
      'TOP001',
    );

    const username = newUsername();
    await fillAccount(dialog, username);
    await dialog.getByRole('button', { name: 'Register' }).click();

    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
    await expect.poll(() => calls.some((r) => isCall(r, 'GET', '/wps/member/info'))).toBe(true);

    const check = calls.find((r) => isCall(r, 'GET', '/wps/agent/affiliate'));
    expect(new URL(check?.url() ?? 'http://x/').searchParams.get('code')).toBe('TOP001');
    const sent = calls.find((r) => isCall(r, 'PUT', '/wps/member/register'));
    expect(sent?.postDataJSON()).toMatchObject({
      username,
      password: 'secret12',
      confirmPassword: 'secret12',
      affiliateCode: 'TOP001',
      registerMethod: 'WEB',
      login: true,
      domain: 'saigon.localhost',
      registerUrl: expect.stringContaining('/register?affiliateCode=TOP001'),
    });
  });

  test('an unknown affiliate code shows the invitation-code warning and registers nothing', async ({
    page,
  }) => {
    const calls: Request[] = [];
    page.on('request', (request) => calls.push(request));
    const dialog = await openRegister(page);
    const username = newUsername();
    await fillAccount(dialog, username);
    await dialog.getByRole('textbox', { name: 'Invitation code', exact: true }).fill('NOPE99');
    await dialog.getByRole('button', { name: 'Register' }).click();

    const warning = page.getByRole('dialog', { name: 'Invitation code' });
    await expect(warning).toContainText('Invalid invitation code');
    await warning.getByRole('button', { name: 'OK' }).click();
    await expect(warning).toHaveCount(0);
    expect(calls.some((r) => isCall(r, 'PUT', '/wps/member/register'))).toBe(false);
    await expect(dialog.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue(
      username,
    );
    await expect(dialog.getByRole('textbox', { name: 'Invitation code', exact: true })).toHaveValue(
      'NOPE99',
    );
  });

  test('keeps everything typed when the backend refuses the registration', async ({ page }) => {
    const dialog = await openRegister(page);
    // Someone else takes the username first.
    const username = newUsername();
    const merchant = (tenantFile('saigon', 'tenant.json') as { merchantCode: string }).merchantCode;
    const taken = await page.evaluate(
      async ({ name, code }) => {
        const response = await fetch('/wps/member/register', {
          method: 'PUT',
          headers: { merchant: code, device: 'web', 'content-type': 'application/json' },
          body: JSON.stringify({
            username: name,
            password: 'other123',
            confirmPassword: 'other123',
          }),
        });
        return response.ok;
      },
      { name: username, code: merchant },
    );
    expect(taken).toBe(true);

    await fillAccount(dialog, username);
    await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill('me@example.com');
    await dialog.getByRole('button', { name: 'Register' }).click();

    await expect(dialog.getByText('This username is already taken')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue(
      username,
    );
    await expect(dialog.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue(
      'secret12',
    );
    await expect(
      dialog.getByRole('textbox', { name: 'Confirm password', exact: true }),
    ).toHaveValue('secret12');
    await expect(dialog.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(
      'me@example.com',
    );
    await expect(
      dialog.getByRole('checkbox', { name: "I am 18 or over and accept the site's rules" }),
    ).toBeChecked();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });

  test("names the broken part of a field's rule and says why nothing was sent", async ({
    page,
  }) => {
    const calls: Request[] = [];
    page.on('request', (request) => calls.push(request));
    const dialog = await openRegister(page);
    await fillAccount(dialog, '1ab');
    await dialog.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('secret13');
    await dialog.getByRole('button', { name: 'Register' }).click();

    const username = dialog.getByRole('textbox', { name: 'Username', exact: true });
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    // The broken part first, then the rule the field states before anything is typed.
    await expect(username).toHaveAccessibleDescription(
      'Too short: use at least 6 characters 6–16 characters. Starts with a letter; letters and digits only',
    );
    await expect(
      dialog.getByRole('textbox', { name: 'Confirm password', exact: true }),
    ).toHaveAccessibleDescription('Confirmation password is not correct');
    await expect(username).toBeFocused();
    expect(calls.some((r) => isCall(r, 'PUT', '/wps/member/register'))).toBe(false);

    // Fixing the field clears its message as the visitor types.
    await username.fill('abcdef1');
    await expect(username).toHaveAttribute('aria-invalid', 'false');
  });

  test('a mobile registration: the number with its dialing code, an SMS code, then signed in at home', async ({
    page,
  }) => {
    const calls: Request[] = [];
    page.on('request', (request) => calls.push(request));
    const dialog = await openRegister(page);
    await dialog.getByRole('tab', { name: 'Mobile number' }).click();
    await expect(dialog.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.getByRole('textbox', { name: 'Username', exact: true })).toHaveCount(0);
    await expect(dialog.getByRole('combobox', { name: 'Country dialing code' })).toHaveValue('VN');

    // A number that is not a Vietnamese mobile number is refused before any code is sent.
    const number = dialog.getByRole('textbox', { name: 'Mobile number', exact: true });
    await number.fill('12345');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByText('Please enter a valid mobile number')).toBeVisible();

    const national = `91${String(Date.now()).slice(-7)}`;
    await number.fill(national);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    const code = await sentCode(national, '+84');

    await dialog.getByRole('textbox', { name: 'SMS verification code' }).fill(code);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('secret12');
    await dialog.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('secret12');
    await dialog
      .getByRole('checkbox', { name: "I am 18 or over and accept the site's rules" })
      .check();
    await dialog.getByRole('button', { name: 'Register' }).click();

    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
    const sent = calls.find((r) => isCall(r, 'PUT', '/wps/member/register/mobile'));
    expect(sent?.postDataJSON()).toMatchObject({
      mobile: national,
      countryDialingCode: '+84',
      verificationCode: code,
      password: 'secret12',
      login: true,
    });
  });

  test("checks a birthday typed in the tenant's format for the 21-year age, then registers", async ({
    page,
  }) => {
    await page.goto(tenantUrl('jade', '/register'));
    const dialog = page.getByRole('dialog', { name: 'Register' });
    const birthday = dialog.getByRole('textbox', { name: 'Birthday', exact: true });
    await expect(birthday).toHaveAttribute('placeholder', 'MM-dd-yyyy');

    await dialog
      .getByRole('textbox', { name: 'Username', exact: true })
      .fill(`Jd${String(Date.now()).slice(-8)}`);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Secr3t!pass');
    await dialog
      .getByRole('textbox', { name: 'Confirm password', exact: true })
      .fill('Secr3t!pass');
    await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill('jd@example.com');
    await dialog.getByRole('textbox', { name: 'Real name', exact: true }).fill('Jade Doe');
    await dialog
      .getByRole('checkbox', { name: "I am 18 or over and accept the site's rules" })
      .check();

    const young = new Date();
    young.setFullYear(young.getFullYear() - 20);
    const mmddyyyy = (d: Date) =>
      `${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}-${d.getFullYear()}`;
    await birthday.fill(mmddyyyy(young));
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(birthday).toHaveAccessibleDescription('Please confirm you are 21 years old');

    await birthday.fill('1990-01-31');
    await expect(birthday).toHaveAccessibleDescription('Please enter the date as MM-dd-yyyy');
    await birthday.fill('01-31-1990');
    await expect(birthday).toHaveAttribute('aria-invalid', 'false');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
  });
});
