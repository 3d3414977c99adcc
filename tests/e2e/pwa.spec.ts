import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './browser.js';
import { e2eEnv } from './e2e-env.js';
import { startSiteProcess, type SiteProcess } from './site-process.js';

/**
 * The installable app against a site server of its own, with the service worker on, over a copy
 * of the production build: the last test swaps the copy's sw.js for the next build's, as a deploy
 * would. docs/architecture.md#installable-app
 */
let dist: string;
let site: SiteProcess;

test.use({ serviceWorkers: 'allow' });

test.beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'wl-e2e-pwa-'));
  cpSync(e2eEnv('distDir'), dist, { recursive: true });
  site = await startSiteProcess(dist, ['--service-worker']);
});

test.afterAll(async () => {
  await site.stop();
  rmSync(dist, { recursive: true, force: true });
});

const url = (tenant: string, path = '/'): string =>
  `http://${tenant}.localhost:${String(site.port)}${path}`;

/** Waits until the service worker has taken over the page. */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
}

test.describe('installable app', () => {
  test("links each tenant's valid manifest, with icons that load", async ({ page }) => {
    await page.goto(url('saigon'));
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#d4af37');

    const cdp = await page.context().newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string }[];
      data?: string;
    };
    expect(manifest.url).toBe(url('saigon', '/manifest.webmanifest'));
    expect(manifest.errors).toEqual([]);
    const data = JSON.parse(manifest.data ?? '{}') as {
      name: string;
      display: string;
      start_url: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(data).toMatchObject({ name: 'Saigon Royal', display: 'standalone', start_url: '/' });
    for (const icon of data.icons) {
      const answer = await page.evaluate(async (src) => {
        const res = await fetch(src);
        return `${String(res.status)} ${String(res.headers.get('content-type'))}`;
      }, icon.src);
      expect(answer, icon.src).toBe('200 image/png');
    }
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Chromium would install it; only the test's private (incognito-like) context stands in the way.
    expect(
      installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito'),
    ).toEqual([]);
    expect(data.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  test('registers the service worker, which takes over the page', async ({ page, pageErrors }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
      });
    });
    await page.goto(url('saigon'));
    await controlled(page);
    // The manifest and the worker are within the CSP.
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(url('saigon', '/'));
    expect(pageErrors).toEqual([]);
  });

  test("shows the tenant's offline page when a page cannot load without network", async ({
    page,
    context,
  }) => {
    await page.goto(url('jade'));
    await controlled(page);
    await context.setOffline(true);
    await page.goto(url('jade', '/promotions'));
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Jade Palace' })).toBeVisible();
    await expect(page).toHaveURL(url('jade', '/promotions'));

    // Back online, "Try again" loads the page the player asked for.
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page.locator('[data-widget="header"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
  });

  test('offers the next build with an update prompt, and reloads into it', async ({ page }) => {
    await page.goto(url('jade'));
    await controlled(page);
    const firstWorker = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL,
    );
    expect(firstWorker).toBe(url('jade', '/sw.js'));

    // A deploy: the next build's worker differs from the one the browser holds.
    appendFileSync(join(dist, 'sw.js'), '\n// the next build\n');
    await page.reload();
    const prompt = page.getByRole('status', { name: 'App update' });
    await expect(prompt).toContainText('A new version is available.', { timeout: 15_000 });

    await page.evaluate(() => {
      (window as { beforeUpdate?: boolean }).beforeUpdate = true;
    });
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => !(window as { beforeUpdate?: boolean }).beforeUpdate);
    await controlled(page);
    // The new build took over: no worker is left waiting.
    await expect
      .poll(() =>
        page.evaluate(
          async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null,
        ),
      )
      .toBeNull();
    await expect(page.getByRole('status', { name: 'App update' })).toHaveCount(0);
  });
});
