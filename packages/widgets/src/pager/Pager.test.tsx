import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-support/render-with-providers.js';
import { Pager } from './Pager.js';
import { pageOf } from './page-of.js';

describe('Pager', () => {
  it('is a labelled navigation with the page and buttons that stop at the ends', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    await renderWithProviders(<Pager page={1} pages={3} onPage={onPage} />, { language: 'EN' });
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav.textContent).toContain('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('shows nothing when everything fits one page', async () => {
    await renderWithProviders(<Pager page={1} pages={1} onPage={() => undefined} />, {
      language: 'EN',
    });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('pageOf', () => {
  it('cuts a list into pages and keeps the page within them', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(pageOf(items, 3, 9)).toEqual({ items: [18, 19], pages: 3 });
    expect(pageOf(items, 9, 9).items).toEqual([18, 19]);
    expect(pageOf([], 1, 9)).toEqual({ items: [], pages: 1 });
  });
});
