import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-support/render-with-providers.js';
import ServiceCounters from './ServiceCounters.js';

const settings = {
  titleKey: 'widgets.serviceCounters.title',
  items: [
    {
      value: 60,
      unitKey: 'widgets.serviceCounters.seconds',
      labelKey: 'widgets.serviceCounters.deposit',
    },
    {
      value: 1000,
      unitKey: 'widgets.serviceCounters.plus',
      labelKey: 'widgets.serviceCounters.games',
    },
  ],
};

const shown = () =>
  [...document.querySelectorAll<HTMLElement>('[data-counter]')].map((el) => el.textContent);

function reduceMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ServiceCounters', () => {
  it('counts up from zero to each figure', async () => {
    reduceMotion(false);
    // Frames 100 ms apart on the page's clock, however busy the machine running the test is.
    let clock = performance.now();
    vi.stubGlobal('requestAnimationFrame', (step: FrameRequestCallback) =>
      setTimeout(() => step((clock += 100)), 0),
    );
    await renderWithProviders(<ServiceCounters settings={settings} sectionId="figures" />, {
      language: 'EN',
    });
    expect(shown()).toEqual(['0', '0']);
    expect(screen.getByText('60 s')).toBeDefined();
    await waitFor(() => expect(shown()).toEqual(['60', '1000']), { timeout: 4000 });
  });

  it('shows the figures at once for a visitor who asks for reduced motion', async () => {
    reduceMotion(true);
    await renderWithProviders(<ServiceCounters settings={settings} sectionId="figures" />, {
      language: 'EN',
    });
    expect(shown()).toEqual(['60', '1000']);
  });
});
