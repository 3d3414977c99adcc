import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, tenantUrl, test } from './browser.js';
import { e2eEnv } from './e2e-env.js';
import { serveGameHost, startSignedIn, startVisitor } from './member-session.js';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Opens a category's drop menu and clicks one of its vendors. */
async function launchFromMenu(page: Page, category: string, vendor: string): Promise<void> {
  await nav(page).locator('button[aria-expanded]').first().waitFor();
  await nav(page).getByRole('link', { name: category, exact: true }).hover();
  const menu = page.getByRole('group', { name: `${category}: providers` });
  await menu.getByRole('button', { name: vendor }).click();
}

const launchRequests = (page: Page): string[] => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/wps/game/launchGame')) seen.push(request.url());
  });
  return seen;
};

test.describe('launching a game', () => {
  test('a visitor gets the login window and nothing else', async ({ page }) => {
    const launches = launchRequests(page);
    await startVisitor(page);
    await page.goto(tenantUrl('saigon', '/'));
    await launchFromMenu(page, 'Live Casino', 'AG Casino');
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(launches).toEqual([]);
  });

  test('a trial account is told to register an account first, and nothing launches', async ({
    page,
  }) => {
    const launches = launchRequests(page);
    await startSignedIn(page, 'saigon', 'trial');
    await page.goto(tenantUrl('saigon', '/'));
    await launchFromMenu(page, 'Live Casino', 'AG Casino');
    const dialog = page.getByRole('dialog', { name: 'Trial account' });
    await expect(dialog).toContainText('Please Register An Account First');
    await expect(dialog.getByRole('button', { name: 'Register' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(launches).toEqual([]);
  });

  test.describe('a member', () => {
    test.beforeEach(async ({ page }) => {
      await startSignedIn(page, 'saigon', 'player.one');
      await page.goto(tenantUrl('saigon', '/'));
    });

    test('goes to the Vietnamese lottery for TCG_LOTTO_VN', async ({ page }) => {
      await launchFromMenu(page, 'Lottery', 'VN Lottery');
      await page.waitForURL((url) => url.pathname === '/vnLottery');
      expect(new URL(page.url()).searchParams.get('gameCode')).toBe('MB');
    });

    test('goes to the Southeast Asia lottery for TCG_SEA', async ({ page }) => {
      await launchFromMenu(page, 'E-Lottery', 'SEA Lottery');
      await page.waitForURL((url) => url.pathname === '/seaLottery');
      expect(new URL(page.url()).searchParams.get('gameCode')).toBe('SEA_5D_1');
    });

    test('goes to the lottery page for another lottery vendor', async ({ page }) => {
      await launchFromMenu(page, 'Lottery', 'Keno');
      await page.waitForURL((url) => url.pathname === '/lottery');
      expect(new URL(page.url()).searchParams.get('gameCode')).toBe('KENO5');
    });

    test('goes to the slot list of an RNG vendor', async ({ page }) => {
      await launchFromMenu(page, 'Slots', 'PG Soft');
      await page.waitForURL((url) => url.pathname === '/rng');
      expect(new URL(page.url()).searchParams.get('vassalage')).toBe('PG');
    });

    test("opens a VASSALAGE vendor's popup game list", async ({ page }) => {
      const launches = launchRequests(page);
      await launchFromMenu(page, 'Live Casino', 'AG Casino');
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(launches).toEqual([]);
    });

    test('is told a vendor under maintenance is under maintenance', async ({ page }) => {
      await launchFromMenu(page, 'Cockfight', 'DIG');
      const dialog = page.getByRole('dialog', { name: 'Warning' });
      await expect(dialog).toContainText('This game is under maintenance');
    });

    test('starts any other game with the launch call and opens it in this tab (saigon)', async ({
      page,
    }) => {
      await serveGameHost(page);
      const request = page.waitForRequest((r) => r.url().includes('/wps/game/launchGame'));
      await launchFromMenu(page, 'Cockfight', 'DS88');
      const query = new URL((await request).url()).searchParams;
      expect(Object.fromEntries(query)).toMatchObject({
        launchMode: 'GLS',
        accountType: '1',
        language: 'EN',
        vassalage: 'DS88',
        gameType: 'COCKFIGHT',
      });
      await page.waitForURL(/^https:\/\/games\.invalid\/play\?/);
      expect(new URL(page.url()).searchParams.get('vassalage')).toBe('DS88');
    });
  });

  test('opens the game in a new window where the tenant says so, the site staying', async ({
    page,
  }) => {
    const folder = join(e2eEnv('tenantsDir'), 'lotuswin');
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      join(folder, 'tenant.json'),
      JSON.stringify({
        merchantCode: 'LOTUSWIN',
        displayName: 'Lotus Window',
        languages: { default: 'EN', enabled: ['EN', 'VI'] },
        gameLaunch: { openIn: 'newWindow' },
      }),
    );
    // The server looks for new tenant folders every half second.
    await expect
      .poll(async () => (await page.goto(tenantUrl('lotuswin', '/')))?.status(), {
        timeout: 10_000,
      })
      .toBe(200);
    await serveGameHost(page);
    await startSignedIn(page, 'lotuswin', 'player.one');
    await page.goto(tenantUrl('lotuswin', '/'));
    const popup = page.waitForEvent('popup');
    await launchFromMenu(page, 'Sports', 'SABA Sports');
    const game = await popup;
    await game.waitForURL(/^https:\/\/games\.invalid\/play\?/);
    expect(new URL(game.url()).searchParams.get('vassalage')).toBe('SABA');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await game.evaluate(() => window.opener === null)).toBe(true);
  });
});
