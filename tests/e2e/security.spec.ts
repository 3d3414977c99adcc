import { devControl, expect, tenantUrl, test } from './browser.js';
import { e2eEnv } from './e2e-env.js';
import { startSignedIn } from './member-session.js';

const TENANT = 'saigon';
const NEW_EMAIL = 'an.nguyen@mail.com';

/** The latest code the mock e-mailed to an address being bound (development control). */
async function emailedCode(address: string): Promise<string> {
  const query = new URLSearchParams({ address });
  const res = await fetch(
    `http://127.0.0.1:${e2eEnv('port')}/__dev/tenants/${TENANT}/email?${query.toString()}`,
  );
  const body = (await res.json()) as { value: { code: string } };
  return body.value.code;
}

test.describe('security centre', () => {
  test.afterEach(async () => {
    await devControl(`/reset?tenant=${TENANT}`);
  });

  test('changes the e-mail address with the code sent to the new one and shows it masked', async ({
    page,
    pageErrors,
  }) => {
    await startSignedIn(page, TENANT, 'player.three');
    await page.goto(tenantUrl(TENANT, '/member?page=securityCenter'));
    const contact = page.getByRole('region', { name: 'Mobile number and e-mail' });
    await expect(contact.getByText('th•••@example.com')).toBeVisible();
    await expect(contact.getByText('+84 98•••0003')).toBeVisible();

    await contact.getByRole('button', { name: 'Change the e-mail address' }).click();
    const form = contact.getByRole('form', { name: 'Change the e-mail address' });
    await form.getByLabel('New e-mail address').fill(NEW_EMAIL);
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(form.getByRole('button', { name: /Resend in/ })).toBeDisabled();
    await form.getByLabel('Verification code').fill(await emailedCode(NEW_EMAIL));
    await form.getByLabel('Login password').fill('wrong password');
    await form.getByRole('button', { name: 'Bind', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText('The login password is not correct.');

    await form.getByLabel('Login password').fill('Passw0rd!');
    await form.getByRole('button', { name: 'Bind', exact: true }).click();
    await expect(contact.getByText('Your e-mail address has been saved.')).toBeVisible();
    await expect(contact.getByText('an•••@mail.com')).toBeVisible();
    await expect(page.getByText(NEW_EMAIL)).toHaveCount(0);
    await expect(page.getByText('three@example.com')).toHaveCount(0);

    await page.reload();
    await expect(page.getByText('an•••@mail.com')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});
