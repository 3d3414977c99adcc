import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@wl/core';
import { demoTenant, renderApp } from '../test-support/render-app.js';

const robots = (): string[] =>
  [...document.head.querySelectorAll('meta[name="robots"]')].map(
    (meta) => meta.getAttribute('content') ?? '',
  );

const description = (): string | null =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null;

/** The tenant's texts for search engines, as its locale files give them. */
const tenantTexts = {
  EN: {
    tenant: { seo: { description: 'Demo Casino games', routes: { promotions: 'Weekly offers' } } },
  },
  VI: { tenant: { seo: { description: 'Trò chơi Demo Casino' } } },
};

describe('the document head while the visitor moves around', () => {
  it('names the route in the title and description, and follows a language change with <html lang>', async () => {
    const user = userEvent.setup();
    await renderApp({
      language: 'EN',
      tenant: demoTenant({ languages: { default: 'EN', enabled: ['EN', 'VI'] } }),
      tenantTexts,
    });
    const nav = await screen.findByRole('navigation');
    await user.click(within(nav).getByRole('link', { name: 'Promotions' }));
    await waitFor(() => expect(document.title).toBe('Promotions | Demo Casino'));
    expect(description()).toBe('Weekly offers');

    await user.click(within(nav).getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(document.title).toBe('Home | Demo Casino'));
    expect(description()).toBe('Demo Casino games');

    await act(() => changeLanguage('VI', { setItem: () => undefined }));
    await waitFor(() => expect(document.title).toBe('Trang chủ | Demo Casino'));
    expect(description()).toBe('Trò chơi Demo Casino');
    expect(document.documentElement.lang).toBe('vi');
  });

  it('marks a page that needs a session noindex while it is asked for without one, also in the login window it opens', async () => {
    await renderApp({ path: '/member', language: 'EN' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(robots()).toEqual(['noindex']);
  });

  it('gives a signed-in member’s page that needs a session no noindex, and removes one left from before', async () => {
    const stale = document.createElement('meta');
    stale.name = 'robots';
    stale.content = 'noindex';
    stale.setAttribute('data-session-robots', '');
    document.head.append(stale);
    await renderApp({ path: '/member', language: 'EN', token: 'member-token' });
    await waitFor(() => expect(document.title).toBe('Member centre | Demo Casino'));
    expect(robots()).toEqual([]);
  });

  it('leaves a public page to the site server: no noindex of its own', async () => {
    await renderApp({ path: '/promotions', language: 'EN' });
    await waitFor(() => expect(document.title).toBe('Promotions | Demo Casino'));
    expect(robots()).toEqual([]);
  });
});
