import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-support/render-with-providers.js';
import Hero from './Hero.js';

describe('Hero', () => {
  it('shows the translated heading and subtitle with the site name', async () => {
    await renderWithProviders(
      <Hero
        settings={{
          titleKey: 'widgets.hero.title',
          subtitleKey: 'widgets.hero.subtitle',
          align: 'center',
        }}
        sectionId="hero"
      />,
      { language: 'EN' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Demo Casino' })).toBeDefined();
    expect(
      screen.getByText('Live casino, slots, sports, lottery and more — all in one place.'),
    ).toBeDefined();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows a call to action that leads to its page, over the tenant image', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <Hero
        settings={{
          titleKey: 'widgets.hero.title',
          subtitleKey: 'widgets.hero.subtitle',
          align: 'left',
          image: 'hero.svg',
          ctaLabelKey: 'nav.PROMO',
          ctaHref: '/promotions',
        }}
        sectionId="hero"
      />,
      { language: 'EN' },
    );
    const section = document.querySelector<HTMLElement>('[data-widget="hero"]');
    expect(section?.style.backgroundImage).toContain('/tenant-assets/hero.svg');
    await user.click(screen.getByRole('link', { name: 'Promotions' }));
    expect(screen.getByTestId('location').textContent).toBe('/promotions');
  });
});
