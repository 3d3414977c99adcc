import type { Request } from '@playwright/test';
import { expect, tenantUrl, test } from './browser.js';
import { tenantFile } from './tenant-fixtures.js';

// Calls, not the pictures the mock draws under /wps/art/.
const isApi = (request: Request): boolean =>
  ['fetch', 'xhr'].includes(request.resourceType()) &&
  /\/(wps|lgw|lotto)\//.test(new URL(request.url()).pathname);

test.describe('API calls from the page', () => {
  test("carry the tenant's Merchant, Device and current Language headers, following a language switch, and no cookie", async ({
    page,
  }) => {
    const calls: Request[] = [];
    page.on('request', (request) => {
      if (isApi(request)) calls.push(request);
    });
    const merchant = (tenantFile('jade', 'tenant.json') as { merchantCode: string }).merchantCode;

    // A cookie of that name (set by anything else on the host) is never sent back as a header:
    // the backend authenticates by the Authorization header alone.
    const url = new URL(tenantUrl('jade', '/'));
    await page.context().addCookies([{ name: 'XSRF-TOKEN', value: 'other', url: url.origin }]);
    await page.goto(url.href);
    await page.locator('[data-widget="header"] nav a').first().waitFor();
    // The start-up answers come inlined in the page; the home blocks still ask for their content.
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      const headers = call.headers();
      expect(headers.merchant, call.url()).toBe(merchant);
      expect(headers.device).toBe('web');
      expect(headers.language).toBe('EN');
      expect(headers.authorization).toBeUndefined();
      expect(headers['x-xsrf-token']).toBeUndefined();
    }

    const before = calls.length;
    await page.locator('[data-widget="header"] select:visible').selectOption('CN');
    await page.goto(tenantUrl('jade', '/help'));
    await expect.poll(() => calls.length).toBeGreaterThan(before);
    expect(calls.slice(before).map((c) => c.headers().language)).toEqual(
      calls.slice(before).map(() => 'CN'),
    );
  });
});
