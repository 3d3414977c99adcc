import type { Locator, Page } from '@playwright/test';
import { devControl, expect, tenantUrl, test } from './browser.js';
import { startSignedIn, startVisitor } from './member-session.js';
import { signIn } from './sign-in.js';

/** The header's inbox entry, whatever its count. */
const inboxLink = (page: Page) =>
  page.locator('[data-widget="header"]').getByRole('link', { name: /^Inbox/ });

async function unreadShown(page: Page): Promise<number> {
  const name = (await inboxLink(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

test.describe('inbox', () => {
  test('the unread count rises when the backend pushes a new message, and falls when it is read', async ({
    page,
  }) => {
    await startSignedIn(page, 'saigon', 'player.two');
    await page.goto(tenantUrl('saigon', '/'));
    await expect(inboxLink(page)).toHaveAttribute('aria-label', /\d+ unread/);
    const before = await unreadShown(page);

    await devControl('/tenants/saigon/inbox', {
      username: 'player.two',
      title: 'Your bonus has arrived',
      content: '<p>Claim it in the <b>reward centre</b>.</p>',
    });
    await expect(inboxLink(page)).toHaveAttribute('aria-label', `Inbox, ${before + 1} unread`);

    await inboxLink(page).click();
    await page
      .getByRole('button', { name: /Your bonus has arrived/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Your bonus has arrived' })).toBeVisible();
    await expect(page.getByText('reward centre', { exact: true })).toBeVisible();
    await expect(inboxLink(page)).toHaveAttribute(
      'aria-label',
      before === 0 ? 'Inbox' : `Inbox, ${before} unread`,
    );
  });
});

/** Announcements answered for the board: `count` notices, the last one a promotion. */
function boardAnswer(count: number) {
  const item = (id: number) => ({
    id,
    title: `Announcement ${id}`,
    content: `<p>Text of announcement ${id}</p>`,
    announcementImages: [],
    linkageType: 'NONE',
    linkage: null,
    execution: null,
    promotionType: id === count ? 'REBATE' : null,
    sort: id,
    startTime: null,
    endTime: null,
  });
  const items = Array.from({ length: count }, (_, i) => item(i + 1));
  return {
    success: true,
    message: null,
    value: {
      banners: [],
      popup: [],
      player: items.slice(0, -1),
      promotion: items.slice(-1),
    },
  };
}

test.describe('announcements', () => {
  test('lists 9 per page, and Go on a promotion opens the reward centre', async ({ page }) => {
    await startSignedIn(page, 'saigon', 'player.one');
    await page.route('**/wps/relay/*_getListAnnouncements?*', async (route) => {
      const types = new URL(route.request().url()).searchParams.get('types') ?? '';
      if (types !== 'PL,PR') return route.continue();
      return route.fulfill({ json: boardAnswer(12) });
    });
    await page.goto(tenantUrl('saigon', '/member?page=announcements'));
    const titles = page.getByRole('list', { name: 'Announcement titles' }).getByRole('button');
    await expect(titles).toHaveCount(9);
    await expect(titles.first()).toHaveText('Announcement 1');
    await titles.nth(4).click();
    await expect(page.getByText('Text of announcement 5')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(titles).toHaveText(['Announcement 10', 'Announcement 11', 'Announcement 12']);
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await titles.last().click();
    await page.getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/\/member\?page=rewardCenter$/);
  });
});

/**
 * A merchant whose layout carries the announcement popups (the shipped demo layouts do not, so
 * other browser tests see no popup): made the way an operator would, while the server runs.
 */
const popupDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/**
 * The visitor turns to the page (a key press, again until the app listens) and `popup` shows:
 * popups wait for the visitor's first interaction.
 */
async function turnToPage(page: Page, popup: Locator): Promise<void> {
  await expect(async () => {
    await page.keyboard.press('Shift');
    await expect(popup).toBeVisible({ timeout: 1000 });
  }).toPass();
}

test.describe('popups', () => {
  test.use({ popups: true });

  test('each popup audience is shown once per session until closed, with separate closed flags', async ({
    page,
  }) => {
    // The shipped layouts carry the popup widget: saigon as it is.
    await startVisitor(page);
    await page.goto(tenantUrl('saigon', '/'));

    // Anonymous (B): shown, and shown again after a reload until closed.
    const anonymous = popupDialog(page, 'Join now and get a welcome bonus');
    await page.locator('[data-widget="header"]').waitFor();
    await expect(anonymous).toHaveCount(0);
    await turnToPage(page, anonymous);
    await page.reload();
    await turnToPage(page, anonymous);
    await anonymous.getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await page.locator('[data-widget="header"]').waitFor();
    await page.keyboard.press('Shift');
    await page.waitForTimeout(500);
    await expect(anonymous).toHaveCount(0);

    // Signed in (A): shown although the anonymous one was closed; once closed, gone for the session.
    await signIn(page, 'player.one');
    const signedIn = popupDialog(page, 'Daily check-in rewards');
    await turnToPage(page, signedIn);
    await expect(page.locator('[data-popup-execution]')).toHaveAttribute(
      'data-popup-execution',
      'A',
    );
    await signedIn.getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await page.locator('[data-widget="header"]').waitFor();
    await page.keyboard.press('Shift');
    await page.waitForTimeout(500);
    await expect(signedIn).toHaveCount(0);

    // First-time login (F): a fresh session right after a first-time login sees A and F.
    await page.evaluate(() => {
      sessionStorage.removeItem('userPopupClosed');
      const info = JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as object;
      sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify({ ...info, firstTimeLogin: true }));
    });
    await page.reload();
    await turnToPage(page, popupDialog(page, 'Daily check-in rewards'));
    await page.getByRole('button', { name: 'Next' }).click();
    const firstLogin = popupDialog(page, 'Your first deposit doubles');
    await expect(firstLogin).toBeVisible();
    await expect(firstLogin.locator('[data-popup-execution]')).toHaveAttribute(
      'data-popup-execution',
      'F',
    );
  });
});
