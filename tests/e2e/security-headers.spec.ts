import type { Page } from '@playwright/test';
import { devControl, expect, tenantUrl, test } from './browser.js';

/** Every page type: home, a game page, the member centre with a token, the agent portal. */
const PAGES = ['/', '/rng', '/member?token=csp-check-token', '/agent'];
const TENANTS = ['jade', 'saigon', 'goalline'];

/** Records CSP violations (from the first script on) and console errors of a page. */
async function watch(
  page: Page,
): Promise<{ violations: () => Promise<string[]>; errors: string[] }> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return {
    violations: () =>
      page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    errors,
  };
}

async function load(page: Page, url: string) {
  const checks = await watch(page);
  const response = await page.goto(url);
  await page.waitForLoadState('networkidle');
  expect(response, url).not.toBeNull();
  const headers = response?.headers() ?? {};
  const csp = headers['content-security-policy'] ?? '';
  // This origin, and Google's tag only for jade, whose backend names a tag id (docs/security.md).
  expect(csp, url).toMatch(
    url.includes('jade.')
      ? /script-src 'self' https:\/\/www\.googletagmanager\.com(;|$)/
      : /script-src 'self'(;|$)/,
  );
  expect(csp, url).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options'], url).toBe('nosniff');
  expect(headers['referrer-policy'], url).toBe('no-referrer');
  expect(headers['permissions-policy'], url).toContain('camera=()');
  expect(await checks.violations(), url).toEqual([]);
  // A guarded page with an unknown token answers 401 on some calls; that is not a page error.
  const errors = checks.errors.filter((text) => !/status of 401/.test(text));
  expect(errors, url).toEqual([]);
}

test.describe('security headers and CSP in the browser', () => {
  for (const tenant of TENANTS) {
    for (const path of PAGES) {
      test(`${tenant} ${path} loads with the headers and no CSP violation`, async ({
        page,
        pageErrors,
      }) => {
        await load(page, tenantUrl(tenant, path));
        expect(pageErrors).toEqual([]);
      });
    }

    test(`${tenant} maintenance page loads with no CSP violation`, async ({ page, pageErrors }) => {
      await devControl(`/tenants/${tenant}/status`, { status: 1 });
      try {
        await load(page, tenantUrl(tenant, '/'));
        await page.locator('[data-widget="maintenance"]').waitFor();
        expect(pageErrors).toEqual([]);
      } finally {
        await devControl('/reset');
      }
    });
  }

  test('backend answers the page calls are not stored', async ({ page }) => {
    // The start-up answers come inlined in the page; the home blocks still ask for their content.
    const answer = page.waitForResponse((res) => new URL(res.url()).pathname.startsWith('/wps/'));
    await page.goto(tenantUrl('saigon', '/'));
    expect((await answer).headers()['cache-control']).toBe('no-store');
  });
});
