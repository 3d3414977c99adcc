import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bundledDictionaries } from '@wl/core/testing';
import { renderWithProviders } from '../test-support/render-with-providers.js';
import BannerCarousel from './BannerCarousel.js';

const settings = {
  groupName: 'w_home',
  width: 1920,
  height: 600,
  labelKey: 'widgets.bannerCarousel.label',
};

const banner = (
  bannerId: number,
  groupName: string,
  title: string,
  linkageType: 'NONE' | 'ROUTE' | 'PROMOTION',
  linkage: string | null,
  sort: number,
) => ({
  bannerId,
  groupName,
  title,
  url: `/b/${bannerId}.jpg`,
  linkageType,
  externalLink: null,
  linkage,
  sort,
});

const banners = [
  banner(2, 'w_home', 'Live casino', 'ROUTE', '/live', 2),
  banner(1, 'w_home', 'Welcome bonus', 'PROMOTION', '501', 1),
  banner(3, 'w_rng', 'Mahjong', 'NONE', null, 0),
];

const groups = (list: ReturnType<typeof banner>[]) => ({
  banners: list,
  player: [],
  promotion: [],
  popup: [],
});

describe('BannerCarousel', () => {
  it('holds the banners’ proportions even when no banner comes', async () => {
    await renderWithProviders(<BannerCarousel settings={settings} sectionId="banner" />, {
      language: 'EN',
      answers: { 'content.announcements': (_request, reply) => reply.network() },
    });
    const section = screen.getByRole('region', { name: 'Featured' });
    expect(section.style.aspectRatio).toBe('1920 / 600');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows one lone banner plainly, eagerly and sized, following its link on a click', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<BannerCarousel settings={settings} sectionId="banner" />, {
      language: 'EN',
      answers: { 'content.announcements': groups(banners.slice(0, 1)) },
    });
    const image = await screen.findByRole('img', { name: 'Live casino' });
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.getAttribute('loading')).toBe('eager');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1920', '600']);
    await user.click(image);
    expect(screen.getByTestId('location').textContent).toBe('/live');
  });

  it('shows the first banner of its group at once, then slides through the group with dots once the visitor reaches for it', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<BannerCarousel settings={settings} sectionId="banner" />, {
      language: 'EN',
      answers: { 'content.announcements': groups(banners) },
    });
    expect(await screen.findByRole('img', { name: 'Welcome bonus' })).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('button', { name: 'Go to banner 2' })).toBeNull();
    await user.hover(screen.getByRole('region', { name: 'Featured' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Go to banner 2' })).toBeDefined(),
    );
    expect(screen.queryByRole('button', { name: 'Go to banner 3' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'Mahjong' })).toBeNull();
    expect(screen.getAllByRole('img', { name: 'Live casino' }).length).toBeGreaterThan(0);
  });

  it('draws the next banner beside the shown one, out of reach until it slides in, without the library’s dots', async () => {
    await renderWithProviders(<BannerCarousel settings={settings} sectionId="banner" />, {
      language: 'EN',
      answers: { 'content.announcements': groups(banners) },
    });
    const shown = await screen.findByRole('img', { name: 'Welcome bonus' });
    expect(shown.closest('[inert]')).toBeNull();
    // The next banner is in the page, but inert (neither read out nor focusable) while it waits.
    const next = document.querySelector('img[alt="Live casino"]');
    expect(next?.closest('[inert]')).not.toBeNull();
    expect(next?.getAttribute('loading')).toBe('lazy');
    expect(screen.queryByRole('button', { name: 'Go to banner 2' })).toBeNull();
  });

  it('writes the tenant’s headline and call to action over the art in the page’s language, the link named by them', async () => {
    const dictionaries = bundledDictionaries();
    const caption = (headline: string, cta: string) => ({
      tenant: { banners: { '2': { headline, cta } } },
    });
    const withCaptions = {
      ...dictionaries,
      EN: { ...dictionaries.EN, ...caption('Dealers around the clock', 'Enter the lobby') },
      VI: { ...dictionaries.VI, ...caption('Người chia bài 24/7', 'Vào sảnh') },
    };
    await renderWithProviders(<BannerCarousel settings={settings} sectionId="banner" />, {
      language: 'VI',
      dictionaries: withCaptions,
      answers: { 'content.announcements': groups(banners.slice(0, 1)) },
    });
    const link = await screen.findByRole('link', { name: 'Người chia bài 24/7 Vào sảnh' });
    expect(link.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(screen.queryByText('Dealers around the clock')).toBeNull();
  });
});
