import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test-support/index.js';
import NotAvailable from './NotAvailable.js';

describe('NotAvailable', () => {
  it('says the page is not available here and leads home', async () => {
    const user = userEvent.setup();
    await renderFeature(<NotAvailable settings={{}} sectionId="main" />, {
      language: 'EN',
      path: '/pointMall',
    });
    expect(screen.getByRole('heading', { name: 'This page is not available' })).toBeDefined();
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});
