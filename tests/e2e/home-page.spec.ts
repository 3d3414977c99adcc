import type { Page } from '@playwright/test';
import { expect, tenantUrl, test, widgetChunk } from './browser.js';
import { tenantFacts, tenantFile, translate } from './tenant-fixtures.js';

/** The home page's blocks, in the order the tenant's page lists them (disabled ones left out). */
function homeArrangement(code: string): string[] {
  const page = tenantFile(code, 'pages/home.json') as {
    sections: Record<string, { type?: string; disabled?: boolean }>;
    order: string[];
  };
  return page.order.flatMap((id) => {
    const section = page.sections[id];
    return section?.type && section.disabled !== true ? [section.type] : [];
  });
}

/** A text of the tenant's default language with its `{{placeholders}}` filled. */
function text(code: string, key: string, values: Record<string, string> = {}): string {
  const template = translate(code, tenantFacts(code).defaultLanguage, key);
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? '');
}

const banner = (page: Page) => page.locator('[data-widget="banner-carousel"]');
const activeBullet = (page: Page) =>
  banner(page)
    .locator('.swiper-pagination-bullet')
    .evaluateAll((bullets) =>
      bullets.findIndex((b) => b.classList.contains('swiper-pagination-bullet-active')),
    );

test.describe('home page', () => {
  for (const code of ['saigon', 'jade', 'goalline']) {
    test(`${code} shows the blocks of its own page, in its own order`, async ({
      page,
      pageErrors,
    }) => {
      const expected = homeArrangement(code);
      await page.goto(tenantUrl(code, '/'));
      const blocks = page.locator('main [data-widget]:not([hidden])');
      await expect
        .poll(() => blocks.evaluateAll((els) => els.map((e) => e.getAttribute('data-widget'))))
        .toEqual(expected);
      expect(pageErrors).toEqual([]);
    });
  }

  // Every demo tenant, whatever its home's order: saigon and jade lead with game shelves,
  // goalline with its sportsbook's vendors.
  for (const code of ['saigon', 'jade', 'goalline']) {
    test(`${code} shows game and vendor art above the fold: 8 at 1280 px, 4 at 375 px`, async ({
      page,
    }) => {
      for (const { width, height, least } of [
        { width: 1280, height: 800, least: 8 },
        { width: 375, height: 812, least: 4 },
      ]) {
        await page.setViewportSize({ width, height });
        await page.goto(tenantUrl(code, '/'));
        await page.locator('main img[src*="/wps/art/"]').first().waitFor();
        await expect
          .poll(() =>
            page.locator('main img').evaluateAll((images, fold) => {
              const shown = (images as HTMLImageElement[]).filter(
                (img) =>
                  img.src.includes('/wps/art/') &&
                  img.complete &&
                  img.naturalWidth > 0 &&
                  img.getBoundingClientRect().top < fold,
              );
              return new Set(shown.map((img) => img.src)).size;
            }, height),
          )
          .toBeGreaterThanOrEqual(least);
      }
    });
  }

  test('the three demo tenants arrange their home pages differently', () => {
    expect(homeArrangement('saigon')).not.toEqual(homeArrangement('jade'));
    expect(homeArrangement('goalline')).not.toEqual(homeArrangement('saigon'));
    expect(homeArrangement('goalline')).not.toEqual(homeArrangement('jade'));
  });

  test('draws the first banner before the carousel library arrives', async ({ page }) => {
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/${widgetChunk('SwiperBanners')}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(tenantUrl('saigon', '/'));
    const first = banner(page).locator('img[fetchpriority="high"]');
    await expect(first).toBeVisible();
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    expect(await banner(page).locator('.swiper').count()).toBe(0);

    release();
    await banner(page).hover();
    await expect(banner(page).locator('.swiper-pagination-bullet').nth(1)).toBeVisible();
    expect(await banner(page).locator('[data-banner-first]').count()).toBe(0);
  });

  test('slides on by itself without the carousel library, which loads at the banner shown once the visitor reaches for it', async ({
    page,
  }) => {
    const library: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(widgetChunk('SwiperBanners'))) library.push(request.url());
    });
    await page.clock.install();
    await page.goto(tenantUrl('saigon', '/'));
    /** The source of the banner in view: the one that is not waiting, inert, beside it. */
    const shown = () =>
      banner(page)
        .locator('[data-banner-first] img')
        .evaluateAll((images) =>
          images.find((img) => img.closest('[inert]') === null)?.getAttribute('src'),
        );
    const waiting = banner(page).locator('[inert] img');
    await waiting.waitFor({ state: 'attached' });
    const first = await shown();
    const second = await waiting.getAttribute('src');
    expect(second).not.toBe(first);

    // A banner stays 5000 ms, then the next slides in over 1000 ms.
    await page.clock.runFor(4900);
    expect(await shown()).toBe(first);
    await page.clock.runFor(100);
    await page.clock.runFor(1000);
    await expect.poll(shown).toBe(second);
    expect(library).toEqual([]);

    await banner(page).hover();
    await expect(banner(page).locator('.swiper-pagination-bullet').nth(1)).toBeVisible();
    expect(library).toHaveLength(1);
    expect(await activeBullet(page)).toBe(1);
  });

  test('slides every 5000 ms, loops after the last banner and follows a click on a dot', async ({
    page,
  }) => {
    // The page's clock is paused and moved by hand: the 5000 ms a banner stays are skipped over
    // instead of waited out, and measured exactly. The 1000 ms slide itself runs in real time.
    await page.clock.install();
    await page.goto(tenantUrl('saigon', '/'));
    await banner(page).hover();
    const bullets = banner(page).locator('.swiper-pagination-bullet');
    await bullets.nth(1).waitFor();
    const count = await bullets.count();
    const last = page.getByRole('button', {
      name: text('saigon', 'widgets.bannerCarousel.goTo', { index: String(count) }),
    });
    /** The banner shown once the slide under way (if any) has ended; frames are moved by hand. */
    const settled = () =>
      expect.poll(
        async () => {
          await page.clock.runFor(20);
          const moving = await banner(page)
            .locator('.swiper')
            .evaluate(
              (el) => (el as unknown as { swiper: { animating: boolean } }).swiper.animating,
            );
          return moving ? 'sliding' : activeBullet(page);
        },
        { intervals: [50] },
      );
    // A second of margin: the page's clock runs on while the test reads it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await settled().not.toBe('sliding');
    await last.click();
    const slidTo = (index: number) => settled().toBe(index);
    await slidTo(count - 1);

    // A banner stays 5000 ms once it has slid in, then the last one gives way to the first.
    await page.clock.runFor(4900);
    expect(await activeBullet(page)).toBe(count - 1);
    await page.clock.runFor(100);
    await slidTo(0);
    await page.clock.runFor(4900);
    expect(await activeBullet(page)).toBe(0);
    await page.clock.runFor(100);
    await slidTo(1);
  });

  for (const { code, apps } of [
    { code: 'saigon', apps: ['ios', 'android', 'iosLite'] },
    { code: 'jade', apps: ['ios', 'android'] },
    { code: 'goalline', apps: ['ios', 'android'] },
  ]) {
    test(`${code} shows a 152 px QR code with an accessible name for each of its apps`, async ({
      page,
    }) => {
      await page.goto(tenantUrl(code, '/'));
      const section = page.locator('[data-widget="app-download"]');
      // The codes are worked out as the block comes near the screen.
      await section.scrollIntoViewIfNeeded();
      for (const app of apps) {
        const name = text(code, 'widgets.appDownload.qrLabel', {
          app: text(code, `widgets.appDownload.${app}`),
        });
        const qr = section.getByRole('img', { name, exact: true });
        await expect(qr).toBeVisible();
        const box = await qr.boundingBox();
        expect([box?.width, box?.height]).toEqual([152, 152]);
      }
      await expect(section.getByRole('img')).toHaveCount(apps.length);
    });
  }

  /**
   * The figures each counter shows, sampled on every frame from before the block is scrolled into
   * view until 2.6 s after the first figure moved (or showed), however late that is.
   */
  async function counterSamples(page: Page): Promise<{ at: number; values: number[] }[]> {
    const figures = page.locator('[data-widget="service-counters"]');
    await figures.waitFor();
    await figures.evaluate((section) => {
      const win = window as unknown as {
        wlSamples: { at: number; values: number[] }[];
        wlSampled: boolean;
      };
      win.wlSamples = [];
      win.wlSampled = false;
      const started = performance.now();
      let begun: number | undefined;
      const step = (now: number) => {
        const values = [...section.querySelectorAll('[data-counter]')].map((el) =>
          Number(el.textContent),
        );
        win.wlSamples.push({ at: now - started, values });
        if (begun === undefined && values.some((value) => value > 0)) begun = now;
        if (begun === undefined || now - begun < 2600) requestAnimationFrame(step);
        else win.wlSampled = true;
      };
      requestAnimationFrame(step);
    });
    await figures.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => (window as unknown as { wlSampled: boolean }).wlSampled);
    return page.evaluate(
      () => (window as unknown as { wlSamples: { at: number; values: number[] }[] }).wlSamples,
    );
  }

  test('counts the service figures up to 60, 100, 1000 and 3 over about 2 seconds', async ({
    page,
  }) => {
    await page.goto(tenantUrl('saigon', '/'));
    const samples = await counterSamples(page);
    const final = samples.at(-1)?.values;
    expect(final).toEqual([60, 100, 1000, 3]);
    const between = samples.filter((s) => (s.values[2] ?? 0) > 0 && (s.values[2] ?? 0) < 1000);
    expect(between.length).toBeGreaterThan(10);
    const done = samples.find((s) => s.values[2] === 1000)?.at ?? 0;
    const begun = samples.find((s) => (s.values[2] ?? 0) > 0)?.at ?? 0;
    expect(done - begun).toBeGreaterThan(1700);
    expect(done - begun).toBeLessThan(2300);
  });

  test('shows the final figures at once when reduced motion is asked for', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(tenantUrl('saigon', '/'));
    const samples = await counterSamples(page);
    for (const sample of samples) expect(sample.values).toEqual([60, 100, 1000, 3]);
  });

  test('asks a visitor to log in when a live stream is clicked, and launches nothing', async ({
    page,
  }) => {
    const chatCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wps/live/chat')) chatCalls.push(request.url());
    });
    await page.goto(tenantUrl('saigon', '/'));
    const streams = page.locator('[data-widget="hot-live-streams"]');
    await streams.getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(chatCalls).toEqual([]);
    expect(page.context().pages()).toHaveLength(1);
  });

  for (const { code, width } of [
    { code: 'saigon', width: 375 },
    { code: 'jade', width: 390 },
    { code: 'saigon', width: 1280 },
    { code: 'jade', width: 1280 },
    { code: 'goalline', width: 375 },
    { code: 'goalline', width: 1280 },
  ]) {
    test(`${code} at ${width}px moves by no more than 0.05 (CLS) while it loads`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript(() => {
        const win = window as unknown as { wlShift: number };
        win.wlShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) win.wlShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(tenantUrl(code, '/'));
      await page.locator('[data-widget="footer"]').waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      const shift = await page.evaluate(() => (window as unknown as { wlShift: number }).wlShift);
      expect(shift).toBeLessThanOrEqual(0.05);
    });
  }
});
