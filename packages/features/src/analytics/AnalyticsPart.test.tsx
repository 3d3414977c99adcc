import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderFeature } from '../test-support/index.js';
import AnalyticsPart from './AnalyticsPart.js';
import { consentBannerMarkup } from './consent-banner-markup.js';
import { CONSENT_COOKIE } from './consent-choice.js';

const forgetAnswer = () => {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  localStorage.clear();
};

const tagScripts = () =>
  [...document.head.querySelectorAll('script')]
    .map((script) => script.getAttribute('src') ?? '')
    .filter((src) => src.startsWith('https://www.googletagmanager.com/'));

beforeEach(() => {
  forgetAnswer();
  for (const script of document.head.querySelectorAll('script')) script.remove();
  delete window.dataLayer;
  delete window.gtag;
});
afterEach(forgetAnswer);

describe('analytics', () => {
  it('asks first when the tenant requires consent, and loads the tag only after Accept', async () => {
    const user = userEvent.setup();
    await renderFeature(<AnalyticsPart gtagId="G-JADE0DEMO1" consent="required" />, {
      language: 'EN',
    });
    const banner = screen.getByRole('region', { name: 'Cookies and statistics' });
    expect(banner.textContent).toContain('Nothing is measured unless you agree.');
    expect(tagScripts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(tagScripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-JADE0DEMO1']);
    expect(screen.queryByRole('region', { name: 'Cookies and statistics' })).toBeNull();
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=granted`);
    expect(window.dataLayer?.length).toBe(2);
  });

  it('loads nothing after Decline, and does not ask again', async () => {
    const user = userEvent.setup();
    const first = await renderFeature(<AnalyticsPart gtagId="G-JADE0DEMO1" consent="required" />, {
      language: 'VI',
    });
    await user.click(screen.getByRole('button', { name: 'Từ chối' }));
    expect(tagScripts()).toEqual([]);
    first.unmount();
    await renderFeature(<AnalyticsPart gtagId="G-JADE0DEMO1" consent="required" />, {
      language: 'VI',
    });
    expect(screen.queryByRole('region')).toBeNull();
    expect(tagScripts()).toEqual([]);
  });

  it('loads the tag at once for a visitor who accepted before, and when no consent is required', async () => {
    // an answer given before the cookie, in local storage, counts and moves into the cookie
    localStorage.setItem(CONSENT_COOKIE, 'granted');
    const first = await renderFeature(<AnalyticsPart gtagId="G-ONE111" consent="required" />, {
      language: 'EN',
    });
    expect(screen.queryByRole('region')).toBeNull();
    expect(tagScripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-ONE111']);
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=granted`);
    first.unmount();
    forgetAnswer();
    await renderFeature(<AnalyticsPart gtagId="G-TWO222" consent="notRequired" />, {
      language: 'EN',
    });
    expect(screen.queryByRole('region')).toBeNull();
    expect(tagScripts()).toContain('https://www.googletagmanager.com/gtag/js?id=G-TWO222');
  });

  it('takes the place of the banner the site server drew, in the same frame', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      consentBannerMarkup((key) => `server ${key}`),
    );
    expect(
      screen
        .getByRole('button', { name: 'server analytics.consent.accept' })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    await renderFeature(<AnalyticsPart gtagId="G-JADE0DEMO1" consent="required" />, {
      language: 'EN',
    });
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Accept' }).getAttribute('aria-disabled')).toBeNull();
    expect(document.querySelectorAll('[data-consent-banner]')).toHaveLength(1);
  });

  it('never loads an id that is not a tag id', async () => {
    await renderFeature(<AnalyticsPart gtagId={'x" onload="alert(1)'} consent="notRequired" />, {
      language: 'EN',
    });
    expect(tagScripts()).toEqual([]);
  });
});
