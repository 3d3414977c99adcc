import type { Page } from '@playwright/test';
import { expect, tenantUrl, test } from './browser.js';
import { startSignedIn } from './member-session.js';

const TENANT = 'saigon';

const trialWindow = (page: Page) => page.getByRole('dialog', { name: 'Trial account' });

test.describe('a trial account', () => {
  test('is told to register first on /seaLottery and stays home; nothing launches', async ({
    page,
  }) => {
    const launches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wps/game/launchGame')) launches.push(request.url());
    });
    await startSignedIn(page, TENANT, 'trial');
    await page.goto(tenantUrl(TENANT, '/seaLottery'));
    await expect(trialWindow(page)).toContainText('Please Register An Account First');
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.locator('[data-widget="lottery"]').count()).toBe(0);
    await trialWindow(page).getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
    expect(launches).toEqual([]);
  });

  test("is told to register first on a live host's chat, and no chat is asked for", async ({
    page,
  }) => {
    const chatCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wps/live/chat')) chatCalls.push(request.url());
    });
    await startSignedIn(page, TENANT, 'trial');
    await page.goto(tenantUrl(TENANT, '/live'));
    await page
      .getByRole('button', { name: /Linh Chi/ })
      .first()
      .click();
    await expect(trialWindow(page)).toContainText('Please Register An Account First');
    expect(chatCalls).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/live');
  });
});

test.describe('stated password rule', () => {
  test('the change window states the rule before typing and refuses one character naming it', async ({
    page,
  }) => {
    const changes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/wps/member/password')
        changes.push(request.url());
    });
    await startSignedIn(page, TENANT, 'player.one');
    await page.goto(tenantUrl(TENANT, '/member?page=securityCenter'));
    await page.getByRole('button', { name: 'Change password', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    const fresh = dialog.getByLabel('New password', { exact: true });
    await expect(fresh).toHaveAccessibleDescription(
      '6–20 characters. Any letters, digits and symbols',
    );
    await dialog.getByLabel('Current password').fill('Passw0rd!');
    await fresh.fill('a');
    await dialog.getByLabel('Confirm new password').fill('a');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(fresh).toHaveAccessibleDescription(/Too short: use at least 6 characters/);
    expect(changes).toEqual([]);
  });
});
