import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test-support/index.js';
import Promotions from './Promotions.js';

describe('Promotions', () => {
  it('shows its translated heading and says the page is still being prepared', async () => {
    await renderFeature(
      <Promotions settings={{ titleKey: 'sections.promotions' }} sectionId="main" />,
      {
        language: 'EN',
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeDefined();
    expect(screen.getByText('Promotions is coming soon')).toBeDefined();
  });

  it('takes its heading from the tenant setting', async () => {
    await renderFeature(<Promotions settings={{ titleKey: 'sections.home' }} sectionId="main" />, {
      language: 'EN',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeDefined();
  });
});
