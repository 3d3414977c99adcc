import type { Locator, Page } from '@playwright/test';
import { scan, withAxe, type Finding } from './axe-scan.js';
import { expect, tenantUrl, test, withPopupsClosed } from './browser.js';
import { serveGameHost, startSignedIn, startVisitor } from './member-session.js';
import { signIn } from './sign-in.js';

// docs/product/accessibility.md: no serious or critical WCAG 2.1 A/AA violation on any page type
// or window of saigon, jade and goalline.
//
// Every tenant gets the whole rule set: the tenants' pages, header layouts and modules differ, not
// only their themes, and running every rule costs a scan about 0.2 s (colour contrast half of it).
// What made the check slow was its machinery, now gone: the engine handed over again for every
// scan, a page reload per window, and a fresh browser context (cold cache) per part.

const TENANTS = ['saigon', 'jade', 'goalline'] as const;
// Every window is a native modal <dialog>, open while shown.
const DIALOG = 'dialog[open]';

/** Waits (at most a few seconds) until nothing on the page says it is still loading. */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.querySelector('[aria-busy="true"], .loading, .skeleton') === null,
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/** Opens a page of the tenant and waits until its main section is there and has loaded. */
async function visit(page: Page, tenant: string, path: string): Promise<void> {
  await page.goto(tenantUrl(tenant, path));
  await page.locator('main [data-widget]').first().waitFor();
  await settled(page);
}

/**
 * Goes to another address of the app as its links do (the router follows the history), without
 * loading the page again, and waits until what the address shows is there and has loaded: the
 * window `shown` for an address that opens one over the page, else the route's page (every route
 * renders a tenant page of its own, so a new `[data-page]` element stands in `main`).
 */
async function follow(page: Page, path: string, shown?: Locator): Promise<void> {
  const before = await page.evaluateHandle(() => document.querySelector('main [data-page]'));
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  if (shown) {
    await shown.waitFor();
  } else {
    await page.waitForFunction((old) => {
      const now = document.querySelector('main [data-page]');
      return now !== null && now !== old && now.querySelector('[data-widget]') !== null;
    }, before);
  }
  await before.dispose();
  await settled(page);
}

/** Opens a page of the member or agent centre from the centre's menu, as a member would. */
async function openCentrePage(page: Page, name: string): Promise<void> {
  const link = page.locator(`main nav a[href$="page=${name}"]`);
  await link.click();
  await expect(link).toHaveAttribute('aria-current', 'page');
  await settled(page);
}

const dialog = (page: Page, name?: string): Locator =>
  name === undefined ? page.getByRole('dialog').last() : page.getByRole('dialog', { name });

/** Closes the open windows one by one (a window opened from another goes back to it). */
async function closeDialogs(page: Page): Promise<void> {
  const dialogs = page.getByRole('dialog');
  for (let open = await dialogs.count(); open > 0; open -= 1) {
    await page.keyboard.press('Escape');
    await expect(dialogs).toHaveCount(open - 1);
  }
}

test.describe('accessibility (axe, WCAG 2.1 A and AA)', () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ actionTimeout: 15_000, popups: true });

  for (const tenant of TENANTS) {
    // One page per tenant goes through every page type and window, as a visitor, a member and an
    // agent, so its cache and axe stay warm; the findings of all of them are reported together.
    test(`${tenant}: every page type and window`, async ({ page }) => {
      const found: Finding[] = [];
      await withAxe(page);
      await serveGameHost(page);
      await startVisitor(page);

      await test.step('visitor pages and windows', async () => {
        await visit(page, tenant, '/');
        // The shipped layouts carry announcement popups, which wait for the visitor's first
        // interaction: a key press, again until the app listens. Closed, they stay closed for the
        // session.
        await expect(async () => {
          await page.keyboard.press('Shift');
          await expect(dialog(page)).toBeVisible({ timeout: 1000 });
        }).toPass();
        found.push(...(await scan(page, `${tenant} announcement popup`, DIALOG)));
        await closeDialogs(page);
        // The header, footer and side menu are the same on every page: scanned whole on the home
        // page (and the agent login, which has a layout of its own), then only the main part.
        found.push(...(await scan(page, `${tenant} /`)));
        const notice = page.locator('[data-widget="notice-marquee"] button').first();
        if ((await notice.count()) > 0) {
          // The line scrolls; focus pauses it, and Enter opens the notice as a click would.
          await notice.focus();
          await page.keyboard.press('Enter');
          await dialog(page).waitFor();
          found.push(...(await scan(page, `${tenant} notice detail`, DIALOG)));
          await closeDialogs(page);
        }
        for (const path of ['/live', '/rng', '/promotions', '/help']) {
          await follow(page, path);
          found.push(...(await scan(page, `${tenant} ${path}`, 'main')));
        }

        await follow(page, '/login', dialog(page, 'Log in'));
        found.push(...(await scan(page, `${tenant} login`, DIALOG)));
        const forgot = dialog(page, 'Log in').getByRole('button', { name: 'Forgot password?' });
        if ((await forgot.count()) > 0) {
          await forgot.click();
          await dialog(page, 'Forgot password').waitFor();
          found.push(...(await scan(page, `${tenant} forgot password`, DIALOG)));
        }
        await closeDialogs(page);

        await follow(page, '/register', dialog(page, 'Register'));
        found.push(...(await scan(page, `${tenant} register`, DIALOG)));
        await closeDialogs(page);

        await follow(page, '/agent');
        found.push(...(await scan(page, `${tenant} /agent`)));
      });

      await test.step('member pages and windows', async () => {
        await follow(page, '/');
        // A member's popups are not among the windows checked here.
        await page.evaluate(() => sessionStorage.setItem('userPopupClosed', '1'));
        await signIn(page, 'player.one');
        await page.locator('main [data-widget]').first().waitFor();
        await settled(page);
        const account = page.locator('[data-widget="header"] summary', { hasText: 'My account' });
        await account.click();
        found.push(...(await scan(page, `${tenant} member menu`, '[data-widget="header"]')));
        await account.click();
        await expect(page.locator('[data-widget="header"] details[open]')).toHaveCount(0);

        await follow(page, '/lottery');
        found.push(...(await scan(page, `${tenant} /lottery (member)`)));
        await follow(page, '/member?page=deposit');
        found.push(...(await scan(page, `${tenant} /member?page=deposit (member)`, 'main')));
        for (const name of [
          'withdraw',
          'transactionHistory',
          'securityCenter',
          'rewardCenter',
          'inbox',
        ]) {
          await openCentrePage(page, name);
          if (name === 'rewardCenter') {
            // Its lowest blocks fill in as the member scrolls near them.
            await page.locator('[aria-labelledby="reward-extras"]').scrollIntoViewIfNeeded();
            await settled(page);
          }
          found.push(...(await scan(page, `${tenant} /member?page=${name} (member)`, 'main')));
        }

        await follow(page, '/live');
        const vendor = page.getByRole('button', { name: 'Open AG Casino' });
        if ((await vendor.count()) > 0) {
          await vendor.first().click();
          await dialog(page).locator('[data-game]').first().waitFor();
          found.push(...(await scan(page, `${tenant} vendor game list`, DIALOG)));
          await closeDialogs(page);
        }
      });

      await test.step('agent centre', async () => {
        await signIn(page, 'agent.mid');
        await follow(page, '/agentHome');
        found.push(...(await scan(page, `${tenant} /agentHome`)));
        for (const name of ['teamOverview', 'myIncome']) {
          await openCentrePage(page, name);
          if (name === 'rewardCenter') {
            // Its lowest blocks fill in as the member scrolls near them.
            await page.locator('[aria-labelledby="reward-extras"]').scrollIntoViewIfNeeded();
            await settled(page);
          }
          found.push(...(await scan(page, `${tenant} /agentHome?page=${name}`, 'main')));
        }
      });
      expect(found).toEqual([]);
    });
  }

  test('saigon: trial-account window', async ({ page }) => {
    await withPopupsClosed(page);
    await withAxe(page);
    await startSignedIn(page, 'saigon', 'trial');
    await visit(page, 'saigon', '/');
    await page.locator('[data-widget="header"]').getByRole('link', { name: 'Deposit' }).click();
    await dialog(page, 'Trial account').waitFor();
    expect(await scan(page, 'saigon trial account', DIALOG)).toEqual([]);
  });
});
