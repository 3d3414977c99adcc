import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TenantProvider, initI18n } from '@wl/core';
import en from '@wl/core/locales/en.json';
import { demoTenant } from '../test-support/render-app.js';
import { LazySection } from './LazySection.js';
import type { SectionImporter } from './section-importers.js';

const tenant = demoTenant();

async function renderSection(importer: SectionImporter): Promise<void> {
  await initI18n(tenant, { resources: { EN: en }, storage: { getItem: () => 'EN' } });
  render(
    <TenantProvider tenant={tenant}>
      <LazySection name="Promotions" titleKey="sections.promotions" importer={importer} />
    </TenantProvider>,
  );
}

const realPromotions: SectionImporter = () => import('./Promotions.js');

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('lazy sections', () => {
  it('shows ChunkLoadError when the chunk fails, and loads it again on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const importer = vi
      .fn<SectionImporter>()
      .mockRejectedValueOnce(
        new TypeError('Failed to fetch dynamically imported module: /assets/Promotions-x.js'),
      )
      .mockImplementation(realPromotions);
    await renderSection(importer);

    const error = await screen.findByRole('alert');
    expect(error.getAttribute('data-error')).toBe('ChunkLoadError');
    expect(error.textContent).toContain('This part of the site failed to load');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Promotions' })).toBeDefined();
    expect(document.querySelector('[data-section="Promotions"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it("shows CSS_CHUNK_LOAD_FAILED when the section's stylesheet fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const importer = vi
      .fn<SectionImporter>()
      .mockRejectedValueOnce(
        new Error('Unable to preload CSS for https://site.example/assets/Promotions-x.css'),
      )
      .mockImplementation(realPromotions);
    await renderSection(importer);

    const error = await screen.findByRole('alert');
    expect(error.getAttribute('data-error')).toBe('CSS_CHUNK_LOAD_FAILED');
    expect(error.textContent).toContain('The page styles failed to load');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Promotions' })).toBeDefined();
  });

  it('gives up on a chunk that has not arrived after 120 seconds with ChunkLoadError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers();
    await renderSection(() => new Promise(() => undefined));

    await act(async () => {
      await vi.advanceTimersByTimeAsync(119_999);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toBeDefined();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('alert').getAttribute('data-error')).toBe('ChunkLoadError');
  });
});
