import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageConfig } from '@wl/tenant-config';
import { defineWidget } from './define-widget.js';
import { PageRenderer } from './PageRenderer.js';
import { GENERIC_WIDGETS } from './registry.js';
import { pageWithDefaults } from './test-support/page-with-defaults.js';
import { demoTenant, renderWithProviders } from './test-support/render-with-providers.js';

vi.mock('./hero/Hero.js', () => ({
  default: () => {
    throw new Error('hero exploded');
  },
}));

afterEach(() => {
  vi.restoreAllMocks();
});

const widgetsOnPage = (): (string | null)[] =>
  [...document.querySelectorAll('[data-widget]')].map((el) => el.getAttribute('data-widget'));

describe('PageRenderer', () => {
  it('renders sections in page order and skips disabled ones', async () => {
    const page: PageConfig = {
      sections: {
        bottom: { type: 'footer' },
        top: { type: 'rich-text', settings: { bodyKey: 'loader.loading' } },
        hidden: { type: 'side-menu', disabled: true },
      },
      order: ['top', 'hidden', 'bottom'],
    };
    await renderWithProviders(<PageRenderer page={await pageWithDefaults(page)} />, {
      language: 'EN',
    });
    await waitFor(() => expect(widgetsOnPage()).toEqual(['rich-text', 'footer']));
    expect(screen.getByText('Loading…')).toBeDefined();
  });

  it('shows a page together: the fallback until every section has loaded, then all at once, and says when', async () => {
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = defineWidget({
      type: 'slow-block',
      schema: () => Promise.resolve({ default: {} }),
      load: async () => {
        await held;
        return { default: () => <section data-widget="slow-block" /> };
      },
    });
    const page: PageConfig = {
      sections: {
        top: { type: 'rich-text', settings: { bodyKey: 'loader.loading' } },
        bottom: { type: 'slow-block' },
      },
      order: ['top', 'bottom'],
    };
    const shown: (string | null)[][] = [];
    const onShown = () => shown.push(widgetsOnPage());
    await renderWithProviders(
      <PageRenderer page={page} fallback={<p>waiting</p>} together onShown={onShown} />,
      { language: 'EN', widgets: [...GENERIC_WIDGETS, slow] },
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(widgetsOnPage()).toEqual([]);
    expect(screen.getByText('waiting')).toBeDefined();
    expect(shown).toEqual([]);
    release();
    await waitFor(() => expect(widgetsOnPage()).toEqual(['rich-text', 'slow-block']));
    expect(screen.queryByText('waiting')).toBeNull();
    expect(shown[0]).toEqual(['rich-text', 'slow-block']);
  });

  it('holds the height a widget declares while its chunk loads, then shows the widget in its place', async () => {
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const bar = defineWidget({
      type: 'fixed-bar',
      schema: () => Promise.resolve({ default: {} }),
      load: async () => {
        await held;
        return { default: () => <nav data-widget="fixed-bar" /> };
      },
      placeholderHeight: '72px',
    });
    const page: PageConfig = { sections: { bar: { type: 'fixed-bar' } }, order: ['bar'] };
    await renderWithProviders(<PageRenderer page={page} />, {
      language: 'EN',
      widgets: [...GENERIC_WIDGETS, bar],
    });
    const placeholder = document.querySelector<HTMLElement>(
      '[data-section-placeholder="fixed-bar"]',
    );
    expect(placeholder?.style.height).toBe('72px');
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
    release();
    await waitFor(() => expect(widgetsOnPage()).toEqual(['fixed-bar']));
    expect(document.querySelector('[data-section-placeholder]')).toBeNull();
  });

  it('marks the edge a section keeps buttons on from its first render, before its chunk arrives, and only while it shows some', async () => {
    const held = new Promise<never>(() => undefined);
    const strip = defineWidget<{ side?: 'start' | 'end' }>({
      type: 'edge-strip',
      schema: () => Promise.resolve({ default: {} }),
      load: () => held,
      screenEdge: (settings) => settings.side,
    });
    const page: PageConfig = {
      sections: {
        shown: { type: 'edge-strip', settings: { side: 'start' } },
        quiet: { type: 'edge-strip', settings: {} },
        off: { type: 'edge-strip', settings: { side: 'end' }, disabled: true },
      },
      order: ['shown', 'quiet', 'off'],
    };
    await renderWithProviders(<PageRenderer page={page} />, {
      language: 'EN',
      widgets: [...GENERIC_WIDGETS, strip],
    });
    const marks = [...document.querySelectorAll('[data-screen-edge]')];
    expect(marks.map((mark) => mark.getAttribute('data-screen-edge'))).toEqual(['start']);
    expect(marks[0]?.hasAttribute('hidden')).toBe(true);
  });

  it('leaves out a section whose widget needs a module that is off, without loading its chunk', async () => {
    const loads: string[] = [];
    const gatedBlock = (type: string, module: 'CBS3' | 'PTSYS3') =>
      defineWidget({
        type,
        module,
        schema: () => Promise.resolve({ default: {} }),
        load: () => {
          loads.push(type);
          return Promise.resolve({ default: () => <section data-widget={type} /> });
        },
      });
    const page: PageConfig = {
      sections: {
        top: { type: 'rich-text', settings: { bodyKey: 'loader.loading' } },
        live: { type: 'live-block' },
        points: { type: 'points-block' },
      },
      order: ['top', 'live', 'points'],
    };
    await renderWithProviders(<PageRenderer page={page} together />, {
      language: 'EN',
      tenant: demoTenant({ modules: { CBS3: true, PTSYS3: false } }),
      widgets: [
        ...GENERIC_WIDGETS,
        gatedBlock('live-block', 'CBS3'),
        gatedBlock('points-block', 'PTSYS3'),
      ],
    });
    await waitFor(() => expect(widgetsOnPage()).toEqual(['rich-text', 'live-block']));
    expect(loads).toContain('live-block');
    expect(loads).not.toContain('points-block');
  });

  it('renders nothing for an unknown widget type and warns once per type', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page: PageConfig = {
      sections: {
        a: { type: 'carousel-3d' },
        b: { type: 'carousel-3d' },
        c: { type: 'footer' },
      },
      order: ['a', 'b', 'c'],
    };
    await renderWithProviders(<PageRenderer page={await pageWithDefaults(page)} />, {
      language: 'EN',
    });
    await waitFor(() => expect(widgetsOnPage()).toEqual(['footer']));
    expect(
      warn.mock.calls.filter(([message]) => String(message).includes('carousel-3d')),
    ).toHaveLength(1);
  });

  it('keeps a failing widget to its section: a translated notice, and the rest of the page renders', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page: PageConfig = {
      sections: { hero: { type: 'hero' }, footer: { type: 'footer' } },
      order: ['hero', 'footer'],
    };
    await renderWithProviders(<PageRenderer page={await pageWithDefaults(page)} />, {
      language: 'EN',
    });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'This section could not be shown',
    );
    await waitFor(() => expect(widgetsOnPage()).toEqual(['footer']));
  });
});
