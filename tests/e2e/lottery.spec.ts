import type { Page } from '@playwright/test';
import { backend, signIn } from './backend.js';
import { expect, tenantUrl, test } from './browser.js';
import { translate } from './tenant-fixtures.js';

/** saigon speaks Vietnamese by default and takes plain JSON bodies. */
const TENANT = 'saigon';
const t = (key: string, values: Record<string, string> = {}): string =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{{${name}}}`, value),
    translate(TENANT, 'VI', key),
  );

/** Answers the reserved hosts the mock's launch and chat addresses point at. */
async function answerGameHosts(page: Page): Promise<void> {
  await page
    .context()
    .route(/^https:\/\/(games|chat)\.invalid\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>opened</title>' }),
    );
}

test.describe('lottery screens', () => {
  test('send a visitor without a token to /login', async ({ page }) => {
    await page.goto(tenantUrl(TENANT, '/vnLottery?gameCode=MB'));
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('dialog').waitFor();
  });

  test("show the VN game's recent results and launch its lobby", async ({ page, pageErrors }) => {
    const token = await signIn(page, TENANT);
    const draws = await backend<{
      content: { issueNo: string; prizes: { numbers: string[] }[] }[];
    }>(page, TENANT, '/lgw/vn/numeros/opened/game?gameCode=MB&pageNum=1&pageSize=5');
    const latest = draws.content[0];
    if (!latest) throw new Error('the mock has no MB draw');
    await answerGameHosts(page);
    await page.goto(tenantUrl(TENANT, `/vnLottery?gameCode=MB&token=${token}`));

    await expect(page.getByRole('tab', { name: t('lottery.prizeMode.LOTT') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const results = page.getByRole('table', {
      name: new RegExp(t('lottery.issue', { issueNo: latest.issueNo })),
    });
    const special = results.getByRole('row').filter({ hasText: t('lottery.level.DB') });
    await expect(special).toContainText(latest.prizes[0]?.numbers[0] ?? '');

    // saigon opens launched games in the same tab (tenant.json gameLaunch.openIn).
    const lobby = page;
    await page.getByRole('button', { name: t('lottery.bet') }).click();
    await lobby.waitForURL(/^https:\/\/games\.invalid\/lottery\?/);
    const launched = new URL(lobby.url()).searchParams;
    expect(Object.fromEntries(launched)).toMatchObject({
      lottoArea: 'VN',
      lottoPrizeMode: 'LOTT',
      lottoGameCode: 'MB',
      lottoView: 'betting',
      device: 'WEB',
      language: 'VI',
    });
    expect(new URL(launched.get('backUrl') ?? '').pathname).toBe('/vnLottery');

    // The launched game joins the player's recent list; the lobby's back address returns there.
    await page.goto(launched.get('backUrl') ?? '');
    const recent = page.getByRole('region', { name: t('lottery.recent') });
    await expect(recent.getByRole('button', { name: 'Miền Bắc' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});

test.describe('live hosts', () => {
  test("open a signed-in player's chat with the host", async ({ page }) => {
    const token = await signIn(page, TENANT);
    await answerGameHosts(page);
    await page.goto(tenantUrl(TENANT, `/live?token=${token}`));
    // saigon opens launches in the same tab (tenant.json gameLaunch.openIn).
    const chat = page;
    await page.getByRole('button', { name: t('live.watch', { name: 'Linh Chi' }) }).click();
    await chat.waitForURL(/^https:\/\/chat\.invalid\/room\/101\?/);
    expect(Object.fromEntries(new URL(chat.url()).searchParams)).toMatchObject({
      modelId: '101',
      b2c: '1',
      template: 'v2',
      title: 'Linh Chi',
      language: 'VI',
    });
  });
});
