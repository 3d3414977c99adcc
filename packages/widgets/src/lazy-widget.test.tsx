import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineWidget, type WidgetDefinition } from './define-widget.js';
import { PageRenderer } from './PageRenderer.js';
import { renderWithProviders } from './test-support/render-with-providers.js';
import { reloadPage } from './chunks/reload-page.js';

vi.mock('./chunks/reload-page.js', () => ({ reloadPage: vi.fn() }));

type Load = WidgetDefinition['load'];

function Promotions() {
  return <h1 data-widget="promotions">Promotions</h1>;
}
const realLoad: Load = () => Promise.resolve({ default: Promotions });

async function renderLazyWidget(load: Load): Promise<void> {
  const widget = defineWidget({
    type: 'promotions',
    schema: () => Promise.resolve({ default: {} }),
    load,
  });
  await renderWithProviders(
    <PageRenderer
      page={{ sections: { main: { type: 'promotions' } }, order: ['main'] }}
      fallback={<p role="status">Loading</p>}
    />,
    { language: 'EN', widgets: [widget] },
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('lazily loaded widgets', () => {
  it('shows ChunkLoadError when the chunk fails, and loads it again on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const load = vi
      .fn<Load>()
      .mockRejectedValueOnce(
        new TypeError(
          'Failed to fetch dynamically imported module: http://saigon.localhost/assets/Promotions-x.js',
        ),
      )
      .mockImplementation(realLoad);
    await renderLazyWidget(load);

    const error = await screen.findByRole('alert');
    expect(error.getAttribute('data-error')).toBe('ChunkLoadError');
    expect(error.textContent).toContain('This part of the site failed to load');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Promotions' })).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('loads the page again on Retry when the failure names no script to ask for afresh (Safari)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(reloadPage).mockClear();
    const user = userEvent.setup();
    const load = vi
      .fn<Load>()
      .mockRejectedValueOnce(new TypeError('Importing a module script failed.'))
      .mockImplementation(realLoad);
    await renderLazyWidget(load);

    expect((await screen.findByRole('alert')).getAttribute('data-error')).toBe('ChunkLoadError');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    // Asking the same address again would fail at once: the import is not repeated.
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shows CSS_CHUNK_LOAD_FAILED when the widget's stylesheet fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const load = vi
      .fn<Load>()
      .mockRejectedValueOnce(
        new Error('Unable to preload CSS for https://site.example/assets/Promotions-x.css'),
      )
      .mockImplementation(realLoad);
    await renderLazyWidget(load);

    const error = await screen.findByRole('alert');
    expect(error.getAttribute('data-error')).toBe('CSS_CHUNK_LOAD_FAILED');
    expect(error.textContent).toContain('The page styles failed to load');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Promotions' })).toBeDefined();
  });

  it('gives up on a chunk that has not arrived after 120 seconds with ChunkLoadError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderLazyWidget(() => new Promise(() => undefined));

    await act(async () => {
      await vi.advanceTimersByTimeAsync(119_000);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Loading')).toBeDefined();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(screen.getByRole('alert').getAttribute('data-error')).toBe('ChunkLoadError');
  });
});
