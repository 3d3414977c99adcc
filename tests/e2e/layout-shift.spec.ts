import type { Page } from '@playwright/test';
import { signIn } from './backend.js';
import { expect, tenantUrl, test, widgetChunk } from './browser.js';
import { startSignedIn } from './member-session.js';

const mainTop = (page: Page) =>
  page.locator('main').evaluate((main) => main.getBoundingClientRect().top);

test.describe('no layout shift when the header arrives', () => {
  for (const { tenant, width } of [
    { tenant: 'jade', width: 375 },
    { tenant: 'saigon', width: 390 },
    { tenant: 'jade', width: 1280 },
    { tenant: 'saigon', width: 1280 },
    { tenant: 'goalline', width: 375 },
    { tenant: 'goalline', width: 1280 },
  ]) {
    test(`main stays where it is on ${tenant} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      let release = (): void => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**/${widgetChunk('Header')}`, async (route) => {
        await held;
        await route.continue();
      });
      // The header's chunk also carries data hooks of the page's blocks, so while it is held the
      // page keeps the server's first view until the app shows itself at the latest (10 s): the
      // page's clock is moved past that instead of waiting.
      await page.clock.install();
      await page.goto(tenantUrl(tenant, '/'), { waitUntil: 'commit' });
      await page.waitForFunction(() => document.querySelector('#root > div[hidden]') !== null);
      await page.clock.fastForward(10_000);
      await page.locator('[data-layout="normal"] > [data-section-placeholder="header"]').waitFor();
      const before = await mainTop(page);

      release();
      await page.locator('[data-widget="header"]').waitFor();
      expect(
        await page.locator('[data-layout="normal"] > [data-section-placeholder="header"]').count(),
      ).toBe(0);
      expect(before).toBeGreaterThan(0);
      expect(await mainTop(page)).toBe(before);
    });
  }
});

/** The page's layout shifts so far, summed as the browser reports them (CLS without windows). */
const shiftSoFar = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(
            list
              .getEntries()
              .reduce(
                (sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value,
                0,
              ),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );

test.describe('no layout shift while a signed-in page loads', () => {
  for (const { name, path, late, loaded } of [
    {
      name: 'member centre',
      path: '/member',
      // Its first page's chunk and the blocks' data come late, one after the other.
      late: [/\/RewardCenter-[^/]*\.js$/, /MCSFE_get(PlayerRankProgress|LoginPromotion)\b/],
      loaded: '[aria-labelledby="reward-login"] ol li',
    },
    {
      name: 'lottery page',
      path: '/lottery',
      // The last prize mode's games come late.
      late: [/prizeMode=SEA/],
      loaded: '#lottery-tab-SEA',
    },
    {
      name: 'security centre',
      path: '/member?page=securityCenter',
      // The overview (contact card, bank cards), then the member's info (profile card), come late.
      late: [/MCSFE_getSecurityInfo\b/, /\/wps\/member\/info$/],
      loaded: '[data-page="securityCenter"] .badge',
    },
    {
      name: 'inbox',
      path: '/member?page=inbox',
      // Its messages come late, and the page stays shorter than the screen.
      late: [/CSP_inboxMessages\b/],
      loaded: '[data-widget="member-center"] section > ul > li',
    },
  ]) {
    test(`the ${name} moves nothing already shown`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      const token = await signIn(page, 'saigon');
      for (const [index, pattern] of late.entries())
        await page.route(pattern, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 600 * (index + 1)));
          await route.continue();
        });
      await page.goto(
        tenantUrl('saigon', `${path}${path.includes('?') ? '&' : '?'}token=${token}`),
      );
      await page.locator(loaded).first().waitFor();
      await page.waitForTimeout(300);
      expect(await shiftSoFar(page)).toBeLessThanOrEqual(0.05);
    });
  }
});

test.describe("the header's balance arriving late", () => {
  for (const width of [390, 1280]) {
    test(`moves nothing beside it on saigon at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const token = await signIn(page, 'saigon');
      let release = (): void => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/wps\/v2\/wallets\/balance\b/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(tenantUrl('saigon', `/member?page=securityCenter&token=${token}`));
      await page.locator('[data-page="securityCenter"] .badge').first().waitFor();
      await page.waitForTimeout(300);
      const before = await shiftSoFar(page);

      release();
      await page.getByTestId(width < 640 ? 'row-balance' : 'header-balance').waitFor();
      await page.waitForTimeout(300);
      // Its place is held at a usual figure's width: what is left is the figure's own difference
      // from it (0.0001 here). Without the held place the row's blocks moved 0.0012 to 0.0018.
      expect((await shiftSoFar(page)) - before).toBeLessThan(0.0005);
    });
  }
});

test('the agent centre moves nothing when the agent name arrives late', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await startSignedIn(page, 'saigon', 'agent.top');
  await page.route(/\/wps\/member\/info\b/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto(tenantUrl('saigon', '/agentHome'));
  await expect(page.getByTestId('agent-nickname')).toHaveText(/\S/);
  await page.waitForTimeout(300);
  expect(await shiftSoFar(page)).toBeLessThanOrEqual(0.05);
});
