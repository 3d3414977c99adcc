import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-support/index.js';
import type { CentrePage } from './centre-page.js';
import { CentrePageView } from './CentrePageView.js';

describe('CentrePageView', () => {
  it('loads the named page, and offers Retry when its code fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const page: CentrePage = {
      name: 'deposit',
      titleKey: 'sections.deposit',
      centres: ['member'],
      load: () => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(
              new TypeError(
                'Failed to fetch dynamically imported module: http://saigon.localhost/assets/DepositPage-x.js',
              ),
            )
          : Promise.resolve({ default: () => <p>Deposit body</p> });
      },
    };
    const user = userEvent.setup();
    await renderWithProviders(<CentrePageView name="deposit" />, {
      language: 'EN',
      centrePages: [page],
    });
    await user.click(await screen.findByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByText('Deposit body')).toBeDefined();
    vi.restoreAllMocks();
  });

  it('says so when no part of the product provides the page', async () => {
    await renderWithProviders(<CentrePageView name="feedback" />, { language: 'EN' });
    expect(screen.getByText('This page is not available')).toBeDefined();
  });
});
