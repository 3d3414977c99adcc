import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test-support/index.js';
import NotFound from './NotFound.js';

describe('NotFound', () => {
  it('says the page does not exist and leads home', async () => {
    const user = userEvent.setup();
    await renderFeature(<NotFound settings={{}} sectionId="main" />, {
      language: 'EN',
      path: '/no-such-page',
    });
    expect(screen.getByRole('heading', { name: 'This page does not exist' })).toBeDefined();
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});
