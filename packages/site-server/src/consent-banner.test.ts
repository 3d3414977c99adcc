import { describe, expect, it } from 'vitest';
import { siteAppPerFile } from './test-support/site-app.js';

const started = siteAppPerFile(() => undefined);

const page = async (host: string, url: string, cookie?: string): Promise<string> =>
  (
    await started().app.inject({
      url,
      headers: { host, ...(cookie !== undefined && { cookie }) },
    })
  ).body;

const bannerOf = (html: string) =>
  /<section aria-labelledby="wl-consent-title" data-consent-banner[^>]*>.*?<\/section>/s.exec(
    html,
  )?.[0];

describe('the consent banner in the page', () => {
  it('is drawn after the app for a visitor of a tenant that requires consent who has not answered', async () => {
    for (const url of ['/lottery?lang=EN', '/member?lang=EN', '/agentHome?lang=EN', '/?lang=EN']) {
      const html = await page('jade.localhost:8080', url);
      const banner = bannerOf(html);
      expect(banner, url).toBeDefined();
      // outside #root: the app's first view swap leaves it, the app's own banner replaces it
      expect(html.indexOf(banner ?? ''), url).toBeGreaterThan(html.indexOf('<div id="root">'));
      expect(banner, url).toContain(
        '<h2 id="wl-consent-title" class="font-semibold max-sm:sr-only">Cookies and statistics</h2>',
      );
      expect(banner, url).toContain('Nothing is measured unless you agree.');
      // named buttons, answered once the app's banner has taken their place
      expect(banner, url).toContain(
        '<button type="button" class="btn btn-primary btn-sm" aria-disabled="true">Accept</button>',
      );
      expect(banner, url).toContain('aria-disabled="true">Decline</button>');
    }
  });

  it("is in the page's language", async () => {
    const banner = bannerOf(await page('jade.localhost:8080', '/lottery?lang=TW'));
    expect(banner).toContain('>拒絕</button>');
  });

  it('is not drawn for a visitor who has answered, nor where no consent is asked', async () => {
    for (const cookie of ['wlAnalyticsConsent=granted', 'a=1; wlAnalyticsConsent=denied']) {
      expect(
        bannerOf(await page('jade.localhost:8080', '/lottery', cookie)),
        cookie,
      ).toBeUndefined();
    }
    // an answer that is not one is no answer
    expect(
      bannerOf(await page('jade.localhost:8080', '/lottery', 'wlAnalyticsConsent=maybe')),
    ).toBeDefined();
    // saigon names no tag; goalline asks no consent
    expect(bannerOf(await page('saigon.localhost:8080', '/lottery'))).toBeUndefined();
    expect(bannerOf(await page('goalline.localhost:8080', '/lottery'))).toBeUndefined();
  });

  describe('while the site is closed', () => {
    const closed = siteAppPerFile(() => undefined, { devControls: true });
    const setStatus = async (status: number) => {
      const res = await closed().app.inject({
        method: 'POST',
        url: '/__dev/tenants/jade/status',
        payload: { status },
      });
      expect(res.statusCode).toBe(200);
    };

    it('is not drawn on the maintenance or blocked page, where no app would take its buttons over', async () => {
      const closedPage = async () =>
        (
          await closed().app.inject({
            url: '/lottery?lang=EN',
            headers: { host: 'jade.localhost:8080' },
          })
        ).body;
      try {
        await setStatus(1);
        expect(await closedPage()).toContain('>System maintenance</h1>');
        expect(bannerOf(await closedPage())).toBeUndefined();
        await setStatus(2);
        expect(bannerOf(await closedPage())).toBeUndefined();
      } finally {
        await setStatus(0);
      }
      expect(bannerOf(await closedPage())).toBeDefined();
    });
  });
});
