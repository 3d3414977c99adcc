import type { Page } from '@playwright/test';
import { expect, tenantUrl, test, withPopupsClosed } from './browser.js';
import { startSignedIn } from './member-session.js';

const box = async (page: Page, selector: string) => {
  const image = page.locator(selector);
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  return image.boundingBox();
};

for (const { code, width } of [
  { code: 'saigon', width: 375 },
  { code: 'jade', width: 1280 },
]) {
  test(`${code} at ${width}px shows the first banner before any script runs, where the page then keeps it`, async ({
    browser,
    pageErrors,
  }) => {
    const viewport = { width, height: 800 };
    const bare = await browser.newContext({ javaScriptEnabled: false, viewport });
    const before = await box(
      await bare.newPage().then(async (page) => {
        await page.goto(tenantUrl(code, '/'));
        return page;
      }),
      '[data-first-view] img[fetchpriority="high"]',
    );
    await bare.close();

    const app = await browser.newContext({ viewport });
    await withPopupsClosed(app);
    const page = await app.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto(tenantUrl(code, '/'));
    const after = await box(page, '[data-widget="banner-carousel"] img[fetchpriority="high"]');
    expect(await page.locator('[data-first-view]').count()).toBe(0);
    expect(after).toEqual(before);
    expect(pageErrors).toEqual([]);
    await app.close();
  });
}

test('saigon /rng draws its first games from the answers in the page, while the start-up calls never answer', async ({
  page,
  pageErrors,
}) => {
  // status, modules, permission info and the game list: held, never answered
  const held: string[] = [];
  await page.route(
    /\/wps\/(system\/(status|whitelabel|permission)|relay\/GCSGAME_gameList)/,
    (route) => {
      held.push(new URL(route.request().url()).pathname);
    },
  );
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(tenantUrl('saigon', '/rng'));
  // the app's list, not the server's first view of it (which carries no data-widget)
  const image = page.locator('[data-widget="game-list"] ul.grid > li.card img').first();
  await expect(image).toBeVisible();
  await expect(page.locator('[data-first-view]')).toHaveCount(0);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  // the image the page shows is the one its head fetched first
  const preloaded = await page
    .locator('link[rel="preload"][as="image"]')
    .first()
    .getAttribute('href');
  expect(new URL((await image.getAttribute('src')) ?? '', page.url()).pathname).toBe(preloaded);
  // only the status is asked again (a region block is the visitor's own, the page's answer is
  // shared by every visitor), and the page does not wait for it
  expect(held).toEqual(['/wps/system/status']);
  expect(pageErrors).toEqual([]);
});

test('saigon /rng at 375px shows its first games before any script runs, where the list then draws them', async ({
  browser,
  pageErrors,
}) => {
  const viewport = { width: 375, height: 800 };
  const firstImage = async (page: Page, selector: string) => {
    const image = page.locator(selector).first();
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const src = new URL((await image.getAttribute('src')) ?? '', page.url()).href;
    return { src, box: await image.boundingBox() };
  };
  const bare = await browser.newContext({ javaScriptEnabled: false, viewport });
  const barePage = await bare.newPage();
  await barePage.goto(tenantUrl('saigon', '/rng'));
  const before = await firstImage(barePage, '[data-first-view] ul.grid img[fetchpriority="high"]');
  await bare.close();

  const app = await browser.newContext({ viewport });
  await withPopupsClosed(app);
  const page = await app.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto(tenantUrl('saigon', '/rng'));
  const after = await firstImage(page, '[data-widget="game-list"] ul.grid img');
  await expect(page.locator('[data-first-view]')).toHaveCount(0);
  expect(after).toEqual(before);
  expect(pageErrors).toEqual([]);
  await app.close();
});

for (const width of [375, 1280]) {
  test(`saigon /agentHome at ${width}px shows the centre's frame and the dashboard's blocks before any script runs, where the centre then draws them`, async ({
    browser,
    pageErrors,
  }) => {
    const viewport = { width, height: 800 };
    /**
     * Where the title, logout, the menu's button and first entry, the heading and the blocks
     * stand (the title's width is what the clock, the visitor's, leaves it; a figure's width
     * follows its value, the agent's).
     */
    const boxes = async (page: Page, root: string) => {
      const frame = page.locator(root);
      await expect(frame.locator('.stat-title').first()).toBeVisible();
      const box = (selector: string) => frame.locator(selector).first().boundingBox();
      const place = async (selector: string) => {
        const found = await box(selector);
        return found && { x: found.x, y: found.y, height: found.height };
      };
      return {
        title: await place('header h1'),
        logout: await box('header button'),
        menuButton: await box('nav > button'),
        firstEntry: await box('nav li'),
        heading: await box('h2'),
        figures: await Promise.all(
          [0, 1, 2, 3].map(async (n) => {
            const found = await frame.locator('.stat-title').nth(n).boundingBox();
            return found && { y: found.y, height: found.height };
          }),
        ),
        byKind: await box('h3'),
        firstKind: await place('section li'),
      };
    };
    const bare = await browser.newContext({ javaScriptEnabled: false, viewport });
    const barePage = await bare.newPage();
    await barePage.goto(tenantUrl('saigon', '/agentHome?lang=EN'));
    const before = await boxes(barePage, '[data-first-view]');
    await bare.close();

    const app = await browser.newContext({ viewport });
    await withPopupsClosed(app);
    const page = await app.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await startSignedIn(page, 'saigon', 'agent.mid');
    await page.goto(tenantUrl('saigon', '/agentHome?lang=EN'));
    await expect(page.getByTestId('dashboard-balance')).toHaveText(/\d/);
    await expect(page.locator('[data-first-view]')).toHaveCount(0);
    const after = await boxes(page, '[data-widget="agent-center"]');
    expect(after).toEqual(before);
    expect(pageErrors).toEqual([]);
    await app.close();
  });
}
