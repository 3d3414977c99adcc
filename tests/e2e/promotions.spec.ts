import { truncateSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { devControl, expect, tenantUrl, test } from './browser.js';
import { startSignedIn, startVisitor } from './member-session.js';
import { signIn } from './sign-in.js';
import { tenantFacts, translate } from './tenant-fixtures.js';

/** saigon takes plain JSON; jade seals the password-checked calls with its modern encryption. */
const t = (key: string, values: Record<string, string | number> = {}): string =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, String(value)),
    translate('saigon', 'EN', key),
  );

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string, size = 64) => {
  const buffer = Buffer.alloc(size);
  Buffer.from(PNG_SIGNATURE).copy(buffer);
  return { name, mimeType: 'image/png', buffer };
};

/**
 * A png of `size` bytes written to `path`, for a picture too large to hand over in memory: the
 * browser reads a file given by its path itself, while a buffer (5 MB here) crosses the protocol
 * as base64, seconds on a busy machine. The file is sparse, so writing it costs nothing either.
 */
const pngFile = (path: string, size: number): string => {
  writeFileSync(path, Buffer.from(PNG_SIGNATURE));
  truncateSync(path, size);
  return path;
};

/** A translated text with `amount` left open: amounts show in the tenant's currency format. */
const withAnyAmount = (key: string, values: Record<string, string | number>): RegExp =>
  new RegExp(
    t(key, { ...values, amount: '\u0000' })
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('\u0000', '.+'),
  );

/** A call of the signed-in page to the backend, with its session token; the envelope's value. */
function memberCall<T>(page: Page, tenant: string, path: string): Promise<T> {
  return page.evaluate(
    async ({ path, merchant }) => {
      const res = await fetch(path, {
        headers: {
          Merchant: merchant,
          Device: 'web',
          Authorization: sessionStorage.getItem('token') ?? '',
        },
      });
      return ((await res.json()) as { value: unknown }).value;
    },
    { path, merchant: tenantFacts(tenant).merchantCode },
  ) as Promise<T>;
}

test.describe('promotions', () => {
  test('an application refuses a fake image, a file over 5 MB and a fourth image, then moves from Applying to Issued', async ({
    page,
    pageErrors,
  }, testInfo) => {
    await startSignedIn(page, 'saigon', 'player.two', 'EN');
    await page.goto(tenantUrl('saigon', '/promotions'));
    const title = 'App download reward';
    const card = page.getByRole('article', { name: title });
    await card.getByRole('button', { name: `${t('promo.action.apply')}: ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: t('promo.apply.title', { title }) });
    await expect(dialog).toBeVisible();
    const files = dialog.getByLabel(t('promo.apply.images'), { exact: true });

    await files.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('GIF89a not really a png'),
    });
    await expect(dialog.getByRole('alert')).toHaveText(
      t('promo.apply.problem.type', { name: 'fake.png' }),
    );
    await files.setInputFiles(pngFile(testInfo.outputPath('big.png'), 5 * 1024 * 1024));
    await expect(dialog.getByRole('alert')).toHaveText(
      t('promo.apply.problem.size', { name: 'big.png' }),
    );
    await files.setInputFiles([png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    await expect(dialog.getByRole('alert')).toHaveText(
      t('promo.apply.problem.count', { name: '4.png', max: 3 }),
    );
    const attached = dialog.getByRole('list', { name: t('promo.apply.attached') });
    await expect(attached.getByRole('listitem')).toHaveCount(3);
    await expect(files).toBeDisabled();

    await dialog.getByLabel(t('promo.apply.comment')).fill('Screenshot of my first login');
    await dialog.getByRole('button', { name: t('promo.apply.submit') }).click();
    await expect(page.getByText(t('promo.apply.sent'))).toBeVisible();
    await page.getByRole('button', { name: t('messageDialog.ok') }).click();
    await expect(card.getByTestId('activity-status')).toHaveText(t('promo.status.APPLYING'));

    const list = await memberCall<
      { promotionId: number; application: { applicationId: number; imageCount: number } | null }[]
    >(page, 'saigon', '/wps/relay/PROMOFE_getPromotionList?category=APP_DOWNLOAD');
    const application = list.find((a) => a.application !== null)?.application;
    expect(application?.imageCount).toBe(3);
    await devControl(`/tenants/saigon/applications/${application?.applicationId}/review`, {
      status: 'APPROVED',
    });
    await page.reload();
    await expect(card.getByTestId('activity-status')).toHaveText(t('promo.status.ISSUED'));
    expect(pageErrors).toEqual([]);
  });
});

test.describe('points mall', () => {
  test('a redemption sealed by the tenant encryption shows In Process, then Approved once the operator approves it', async ({
    page,
    pageErrors,
  }) => {
    await startVisitor(page, 'EN');
    await page.goto(tenantUrl('jade', '/'));
    await signIn(page, 'player.one');
    await page.goto(tenantUrl('jade', '/pointMall'));
    const balance = page.getByTestId('points-balance');
    const before = Number((await balance.textContent({ timeout: 10_000 }))?.replace(/\D/g, ''));
    expect(before).toBeGreaterThanOrEqual(1000);

    await page.getByRole('button', { name: `${t('points.redeem.action')}: Cash $2.00` }).click();
    const dialog = page.getByRole('dialog', {
      name: t('points.redeem.title', { name: 'Cash $2.00' }),
    });
    await dialog.getByLabel(t('points.password')).fill('Passw0rd!');
    const sealed = page.waitForRequest((r) => r.url().includes('MCS2_redeemPointReward'));
    await dialog.getByRole('button', { name: t('points.redeem.submit') }).click();
    const request = await sealed;
    expect(request.postData()).not.toContain('Passw0rd!');
    expect(request.headers()['encryption']).toBeTruthy();
    await expect(page.getByText(t('points.redeem.done'))).toBeVisible();
    await page.getByRole('button', { name: t('messageDialog.ok') }).click();

    await expect(balance).toHaveText((before - 1000).toLocaleString('en'));
    const table = page.getByRole('table', { name: t('points.redemptions.title') });
    const latest = table.getByRole('row').nth(1);
    await expect(latest).toContainText('Cash $2.00');
    await expect(latest).toContainText(t('points.status.APPLYING'));

    const redemptions = await memberCall<{ content: { redeemId: number; status: string }[] }>(
      page,
      'jade',
      '/wps/relay/MCS2_getRedeemPointList?status=APPLYING',
    );
    const redeemId = redemptions.content[0]?.redeemId;
    await devControl(`/tenants/jade/redemptions/${redeemId}/review`, { status: 'APPROVED' });
    await page.reload();
    await expect(table.getByTestId(`redemption-${redeemId}`)).toContainText(
      t('points.status.APPROVED'),
    );
    expect(pageErrors).toEqual([]);
  });
});

test.describe('reward centre', () => {
  test("opens by name in the member centre, claims today's login reward and an issued promotion", async ({
    page,
    pageErrors,
  }) => {
    await startSignedIn(page, 'saigon', 'player.one', 'EN');
    await page.goto(tenantUrl('saigon', '/member?page=rewardCenter'));
    await expect(page.getByRole('progressbar', { name: /Gold/ })).toBeVisible();

    await page.getByRole('button', { name: t('promo.rewards.login.claim') }).click();
    await expect(page.getByRole('dialog')).toContainText(
      withAnyAmount('promo.rewards.login.claimed', { day: 1 }),
    );
    await page.getByRole('button', { name: t('messageDialog.ok') }).click();
    await expect(page.getByRole('button', { name: t('promo.rewards.login.claim') })).toHaveCount(0);

    const title = 'Birthday gift';
    await page.getByRole('button', { name: `${t('promo.action.claim')}: ${title}` }).click();
    await expect(page.getByRole('dialog')).toContainText(
      withAnyAmount('promo.rewards.available.claimed', { title }),
    );
    await page.getByRole('button', { name: t('messageDialog.ok') }).click();
    const claimed = page.getByRole('region', { name: t('promo.rewards.claimed.title') });
    await expect(claimed).toContainText(title);
    expect(pageErrors).toEqual([]);
  });

  test('opens a claim ticket for an eligible promotion, cancels it, and shows the operator’s approval of another', async ({
    page,
    pageErrors,
  }) => {
    await startSignedIn(page, 'saigon', 'player.two', 'EN');
    await page.goto(tenantUrl('saigon', '/member?page=rewardCenter'));
    const tickets = page.getByRole('region', { name: t('promo.rewards.tickets.title') });
    const promotion = tickets.getByLabel(t('promo.rewards.tickets.promotion'));
    const request = tickets.getByRole('button', { name: t('promo.rewards.tickets.submit') });
    const ok = page.getByRole('button', { name: t('messageDialog.ok') });
    const pending = t('promo.rewards.tickets.status.PENDING');

    // The ticket blocks fill in as the member scrolls near them (the same region all along).
    await tickets.scrollIntoViewIfNeeded();
    await promotion.selectOption({ label: 'Lost-bet rebate' });
    await request.click();
    await expect(page.getByRole('dialog')).toContainText(
      t('promo.rewards.tickets.opened', { title: 'Lost-bet rebate' }),
    );
    await ok.click();
    await expect(tickets).toContainText(`Lost-bet rebate · ${pending}`);
    // One ticket pending per promotion: the rebate is no longer offered.
    await expect(promotion.getByRole('option')).toHaveText(['Lucky draw entry']);

    await tickets
      .getByRole('button', { name: `${t('promo.rewards.tickets.cancel')}: Lost-bet rebate` })
      .click();
    await expect(page.getByRole('dialog')).toContainText(
      t('promo.rewards.tickets.cancelled', { title: 'Lost-bet rebate' }),
    );
    await ok.click();
    await expect(tickets).toContainText(
      `Lost-bet rebate · ${t('promo.rewards.tickets.status.CANCELLED')}`,
    );
    await expect(promotion.getByRole('option')).toHaveText(['Lucky draw entry', 'Lost-bet rebate']);

    await promotion.selectOption({ label: 'Lucky draw entry' });
    await request.click();
    await ok.click();
    const lucky = tickets.locator('[data-ticket]', { hasText: 'Lucky draw entry' });
    await expect(lucky).toContainText(pending);
    const ticketId = await lucky.getAttribute('data-ticket');
    await devControl(`/tenants/saigon/tickets/${ticketId}/review`, { status: 'APPROVED' });
    await page.reload();
    await tickets.scrollIntoViewIfNeeded();
    await expect(lucky).toContainText(
      `Lucky draw entry · ${t('promo.rewards.tickets.status.APPROVED')}`,
    );
    await expect(lucky.getByRole('button')).toHaveCount(0);
    await devControl('/reset?tenant=saigon');
    expect(pageErrors).toEqual([]);
  });
});
