import { afterEach, describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { newTenantPage, tenantUrl, type TenantPage } from './browser.js';
import { tenantFile } from './tenant-fixtures.js';

let open: TenantPage | undefined;
afterEach(async () => {
  await open?.context.close();
  open = undefined;
});

const isApi = (request: Request): boolean =>
  /\/(wps|lgw|lotto)\//.test(new URL(request.url()).pathname);

describe('API calls from the page', () => {
  it("carry the tenant's Merchant, Device and current Language headers, following a language switch", async () => {
    open = await newTenantPage();
    const { page } = open;
    const calls: Request[] = [];
    page.on('request', (request) => {
      if (isApi(request)) calls.push(request);
    });
    const merchant = (tenantFile('jade', 'tenant.json') as { merchantCode: string }).merchantCode;

    await page.goto(tenantUrl('jade', '/'));
    await page.locator('[data-widget="header"] nav a').first().waitFor();
    await expect
      .poll(() => calls.map((c) => new URL(c.url()).pathname))
      .toContain('/wps/system/whitelabel');
    for (const call of calls) {
      const headers = call.headers();
      expect(headers.merchant, call.url()).toBe(merchant);
      expect(headers.device).toBe('web');
      expect(headers.language).toBe('EN');
      expect(headers.authorization).toBeUndefined();
    }

    const before = calls.length;
    await page.locator('[data-widget="header"] select').selectOption('CN');
    await page.goto(tenantUrl('jade', '/help'));
    await expect.poll(() => calls.length).toBeGreaterThan(before);
    expect(calls.slice(before).map((c) => c.headers().language)).toEqual(
      calls.slice(before).map(() => 'CN'),
    );
  });
});
