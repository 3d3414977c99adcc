import type { Page, Request } from '@playwright/test';
import { devControl, expect, tenantUrl, test } from './browser.js';
import { signIn } from './sign-in.js';
import { translate } from './tenant-fixtures.js';

/** Every request to a backend path, as the page sends it. */
function recordCalls(page: Page, path: string): URL[] {
  const calls: URL[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === path) calls.push(url);
  });
  return calls;
}

function gameCards(page: Page) {
  return page.locator('[data-widget="game-list"] [data-game]');
}

test.describe('game lists', () => {
  test.beforeEach(async () => {
    await devControl('/reset');
  });

  test('pages through the slots and searches them by name', async ({ page }) => {
    const t = (key: string) => translate('saigon', 'EN', key);
    await page.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
    const lists = recordCalls(page, '/wps/relay/GCSGAME_gameList');
    await page.goto(tenantUrl('saigon', '/rng'));
    await expect(gameCards(page)).toHaveCount(24);
    const pager = page.getByRole('navigation', { name: t('pager.label') });
    await expect(pager).toContainText(/Page 1 of \d+/);
    const firstOfPage1 = await gameCards(page).first().getAttribute('data-game');
    await pager.getByRole('button', { name: t('pager.next') }).click();
    await expect(pager).toContainText(/Page 2 of \d+/);
    await expect(gameCards(page).first()).not.toHaveAttribute('data-game', firstOfPage1 ?? '');
    expect(lists.at(-1)?.searchParams.get('pageNo')).toBe('2');

    const name = (await gameCards(page).first().locator('p').first().innerText()).trim();
    await page.getByRole('searchbox', { name: t('games.search.label') }).fill(name);
    await page.getByRole('button', { name: t('games.search.submit'), exact: true }).click();
    await expect(gameCards(page).first()).toContainText(name);
    expect(lists.at(-1)?.searchParams.get('gameName')).toBe(name);
    expect(lists.at(-1)?.searchParams.get('pageNo')).toBe('1');
    await expect(page.getByRole('searchbox', { name: t('games.search.label') })).toHaveValue(name);
  });

  test("lines up a row's play buttons when a game in it carries the maintenance badge", async ({
    page,
  }) => {
    const t = (key: string) => translate('saigon', 'EN', key);
    await page.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
    await page.goto(tenantUrl('saigon', '/rng'));
    await expect(gameCards(page)).toHaveCount(24);
    const badged = gameCards(page)
      .filter({ hasText: t('games.maintenance') })
      .first();
    await expect(badged).toBeVisible();
    const cards = await gameCards(page).all();
    const tops = await Promise.all(cards.map(async (card) => (await card.boundingBox())?.y));
    const buttons = await Promise.all(
      cards.map(async (card) => (await card.getByRole('button').last().boundingBox())?.y),
    );
    const at = (await badged.boundingBox())?.y;
    // every card of the badged game's row has its play button at the same height
    const row = cards.map((_, index) => index).filter((index) => tops[index] === at);
    expect(row.length).toBeGreaterThan(1);
    expect(new Set(row.map((index) => buttons[index])).size).toBe(1);
  });

  test('keeps favourites across pages and a reload, and removes them', async ({ page }) => {
    const t = (key: string, options?: Record<string, string>) => {
      const text = translate('saigon', 'EN', key);
      return Object.entries(options ?? {}).reduce(
        (acc, [k, v]) => acc.replace(`{{${k}}}`, v),
        text,
      );
    };
    await page.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
    await page.goto(tenantUrl('saigon', '/rng'));
    await signIn(page, 'player.two');
    const card = gameCards(page).nth(2);
    await expect(card).toBeVisible();
    const name = (await card.locator('p').first().innerText()).trim();
    await card.getByRole('button', { name: t('games.favourite.add', { name }) }).click();
    await expect(
      card.getByRole('button', { name: t('games.favourite.remove', { name }) }),
    ).toHaveAttribute('aria-pressed', 'true');

    // Another page, then back: the star and the favourites list still hold the game.
    await page.goto(tenantUrl('saigon', '/fish'));
    await expect(page.locator('[data-widget="game-list"] [data-game]').first()).toBeVisible();
    await page.goto(tenantUrl('saigon', '/rng'));
    await page.reload();
    await page.getByRole('button', { name: t('games.tabs.favourites'), exact: true }).click();
    const favourite = gameCards(page).filter({ hasText: name });
    await expect(favourite).toHaveCount(1);
    await favourite.getByRole('button', { name: t('games.favourite.remove', { name }) }).click();
    await expect(page.getByText(t('games.favouritesEmpty'))).toBeVisible();

    await page.reload();
    await page.getByRole('button', { name: t('games.tabs.favourites'), exact: true }).click();
    await expect(page.getByText(t('games.favouritesEmpty'))).toBeVisible();
  });

  test('drops the hot-games cache when the language changes', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('hisLang', 'VI'));
    const hot = recordCalls(page, '/wps/relay/GCSGAME_hotGamesV2');
    await page.goto(tenantUrl('saigon', '/rng'));
    await page
      .getByRole('button', { name: translate('saigon', 'VI', 'games.tabs.hot'), exact: true })
      .click();
    await expect(gameCards(page).first()).toBeVisible();
    expect(hot).toHaveLength(1);
    const cached = () =>
      page.evaluate(() => JSON.parse(sessionStorage.getItem('HOT_GAMES') ?? 'null') as unknown);
    expect(await cached()).toMatchObject({ language: 'VI' });

    // Another page in the same language reads the session cache: no new call.
    await page.goto(tenantUrl('saigon', '/fish'));
    await page
      .getByRole('button', { name: translate('saigon', 'VI', 'games.tabs.hot'), exact: true })
      .click();
    await expect(gameCards(page).first()).toBeVisible();
    expect(hot).toHaveLength(1);

    await page
      .getByRole('combobox', { name: translate('saigon', 'VI', 'header.language') })
      .selectOption('EN');
    await page
      .getByRole('button', { name: translate('saigon', 'EN', 'games.tabs.hot'), exact: true })
      .click();
    await expect(gameCards(page).first()).toBeVisible();
    await expect.poll(() => hot.length).toBe(2);
    expect(hot[1]?.searchParams.get('language')).toBe('EN');
    await expect.poll(cached).toMatchObject({ language: 'EN' });
  });
});

test.describe('vendor popup and seamless launch', () => {
  test.beforeEach(async ({ context }) => {
    await devControl('/reset');
    // Launched games point at a reserved host; answer it so the game window has a page.
    await context.route('https://games.invalid/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>game</title>' }),
    );
  });

  test("opens a VASSALAGE vendor's popup game list and launches a game from it", async ({
    page,
  }) => {
    const t = (key: string) => translate('saigon', 'EN', key);
    await page.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
    await page.goto(tenantUrl('saigon', '/live'));
    await signIn(page, 'player.one');
    await page
      .getByRole('button', { name: t('vendorCards.open').replace('{{name}}', 'AG Casino') })
      .click();
    const dialog = page.getByRole('dialog', {
      name: t('games.vendorGames.title').replace('{{vendor}}', 'AG Casino'),
    });
    await expect(dialog).toBeVisible();
    const games = dialog.locator('[data-game]');
    await expect(games.first()).toBeVisible();
    expect(await games.count()).toBeGreaterThan(1);
    const codes = await games.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-game')));
    expect(codes.every((code) => code?.startsWith('AG_LIVE_'))).toBe(true);

    const launches = recordCalls(page, '/wps/game/launchGame');
    await games
      .first()
      .getByRole('button', { name: /^Play / })
      .click();
    // saigon opens launched games in the same tab (tenant.json gameLaunch.openIn).
    await page.waitForURL(/games\.invalid\/play/);
    expect(launches[0]?.searchParams.get('vassalage')).toBe('AG');
  });

  test('launches a seamless vendor straight from the main wallet, with no transfer', async ({
    page,
  }) => {
    const t = (key: string) => translate('jade', 'EN', key);
    const transfers = recordCalls(page, '/wps/relay/GCS_walletTransfer');
    const launches = recordCalls(page, '/wps/game/launchGame');
    await page.goto(tenantUrl('jade', '/seamless'));
    await signIn(page, 'player.one');
    await expect(page.getByText(t('seamless.intro'))).toBeVisible();
    const esports = page.locator('[data-category="ESPORTS"]');
    await expect(esports.getByRole('heading', { name: t('nav.ESPORTS') })).toBeVisible();
    const popup = page.waitForEvent('popup');
    await esports
      .getByRole('button', { name: t('vendorCards.open').replace('{{name}}', 'TF Gaming') })
      .click();
    const game = await popup;
    await game.waitForURL(/games\.invalid\/play/);
    expect(new URL(game.url()).searchParams.get('vassalage')).toBe('TF');
    expect(launches).toHaveLength(1);
    expect(transfers).toHaveLength(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
