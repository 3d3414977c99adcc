import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, tenantUrl, test } from './browser.js';
import { serveGameHost, startSignedIn, startVisitor } from './member-session.js';
import { signIn } from './sign-in.js';

// docs/product/accessibility.md: no serious or critical WCAG 2.1 A/AA violation on any page type
// or window of saigon, jade and goalline.

const TENANTS = ['saigon', 'jade', 'goalline'] as const;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
// Every window is a native modal <dialog>, open while shown.
const DIALOG = 'dialog[open]';

/** One finding: where it was seen, the rule and the elements, as one readable line. */
type Finding = string;

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

/**
 * Runs axe on the page as it is now (or only on the part `only` selects: a window over a page
 * already scanned) and answers its serious and critical findings.
 */
async function scan(page: Page, where: string, only?: string): Promise<Finding[]> {
  // Let entrance transitions and animations end, so colours are measured as they are finally
  // shown (endless ones, such as the notice line, and scroll-driven ones are left running).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' ||
          a.timeline !== document.timeline ||
          a.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const { violations } = await (only === undefined ? builder : builder.include(only)).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}) on ${v.nodes
          .slice(0, 4)
          .map(
            (n) =>
              `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.split('\n').slice(1, 2).join('').trim()}` : ''}`,
          )
          .join(' | ')}`,
    );
}

/** Opens a page of the tenant and waits until its main section and the header's menus are there. */
async function visit(page: Page, tenant: string, path: string): Promise<void> {
  await page.goto(tenantUrl(tenant, path));
  await page.locator('main [data-widget]').first().waitFor();
  await settled(page);
}

const dialog = (page: Page, name?: string): Locator =>
  name === undefined ? page.getByRole('dialog').last() : page.getByRole('dialog', { name });

async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Adds the announcement popups to the tenant's layout in the server's copy; answers the undo. */
test.describe('accessibility (axe, WCAG 2.1 A and AA)', () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ actionTimeout: 15_000 });

  for (const tenant of TENANTS) {
    test(`${tenant}: visitor pages and windows`, async ({ page, browser }) => {
      const found: Finding[] = [];
      await startVisitor(page);
      await visit(page, tenant, '/');
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
        await closeDialog(page);
      }
      for (const path of ['/live', '/rng', '/promotions', '/help', '/agent']) {
        await visit(page, tenant, path);
        found.push(
          ...(await scan(page, `${tenant} ${path}`, path === '/agent' ? undefined : 'main')),
        );
      }

      await visit(page, tenant, '/login');
      await dialog(page, 'Log in').waitFor();
      found.push(...(await scan(page, `${tenant} login`, DIALOG)));
      const forgot = dialog(page, 'Log in').getByRole('button', { name: 'Forgot password?' });
      if ((await forgot.count()) > 0) {
        await forgot.click();
        await dialog(page, 'Forgot password').waitFor();
        found.push(...(await scan(page, `${tenant} forgot password`, DIALOG)));
      }

      await visit(page, tenant, '/register');
      await dialog(page, 'Register').waitFor();
      found.push(...(await scan(page, `${tenant} register`, DIALOG)));

      // The shipped layouts carry the announcement popups; this page's popups are kept closed
      // (tests/e2e/browser.ts), so a fresh visitor's context shows the anonymous one.
      const fresh = await browser.newContext();
      try {
        const visitor = await fresh.newPage();
        await startVisitor(visitor);
        await visitor.goto(tenantUrl(tenant, '/'));
        // Popups wait for the visitor's first interaction: a key press, again until the app listens.
        await expect(async () => {
          await visitor.keyboard.press('Shift');
          await expect(visitor.getByRole('dialog').first()).toBeVisible({ timeout: 1000 });
        }).toPass();
        found.push(...(await scan(visitor, `${tenant} announcement popup`, DIALOG)));
      } finally {
        await fresh.close();
      }
      expect(found).toEqual([]);
    });

    test(`${tenant}: member pages and windows`, async ({ page }) => {
      const found: Finding[] = [];
      await serveGameHost(page);
      await startVisitor(page);
      await page.goto(tenantUrl(tenant, '/'));
      await signIn(page, 'player.one');
      await page.locator('main [data-widget]').first().waitFor();
      await settled(page);
      await page.locator('[data-widget="header"] summary', { hasText: 'My account' }).click();
      found.push(...(await scan(page, `${tenant} member menu`, '[data-widget="header"]')));

      for (const path of [
        '/lottery',
        '/member?page=deposit',
        '/member?page=withdraw',
        '/member?page=transactionHistory',
        '/member?page=securityCenter',
        '/member?page=rewardCenter',
        '/member?page=inbox',
      ]) {
        await visit(page, tenant, path);
        const whole = path === '/lottery';
        found.push(...(await scan(page, `${tenant} ${path} (member)`, whole ? undefined : 'main')));
      }

      await visit(page, tenant, '/live');
      const vendor = page.getByRole('button', { name: 'Open AG Casino' });
      if ((await vendor.count()) > 0) {
        await vendor.first().click();
        await dialog(page).locator('[data-game]').first().waitFor();
        found.push(...(await scan(page, `${tenant} vendor game list`, DIALOG)));
        await closeDialog(page);
      }
      expect(found).toEqual([]);
    });

    test(`${tenant}: agent centre`, async ({ page }) => {
      const found: Finding[] = [];
      await startVisitor(page);
      await page.goto(tenantUrl(tenant, '/agent'));
      await signIn(page, 'agent.mid');
      for (const centrePage of ['', '?page=teamOverview', '?page=myIncome']) {
        await page.goto(tenantUrl(tenant, `/agentHome${centrePage}`));
        await page.locator('[data-widget="agent-center"]').waitFor();
        await settled(page);
        const where = `${tenant} /agentHome${centrePage}`;
        found.push(...(await scan(page, where, centrePage === '' ? undefined : 'main')));
      }
      expect(found).toEqual([]);
    });
  }

  test('saigon: trial-account window', async ({ page }) => {
    await startSignedIn(page, 'saigon', 'trial');
    await visit(page, 'saigon', '/');
    await page.locator('[data-widget="header"]').getByRole('link', { name: 'Deposit' }).click();
    await dialog(page, 'Trial account').waitFor();
    expect(await scan(page, 'saigon trial account', DIALOG)).toEqual([]);
  });
});
