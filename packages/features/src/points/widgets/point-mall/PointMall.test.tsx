import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test-support/index.js';
import PointMall from './PointMall.js';

describe('PointMall', () => {
  it('shows its translated heading and says the page is still being prepared', async () => {
    await renderFeature(
      <PointMall settings={{ titleKey: 'sections.pointMall' }} sectionId="main" />,
      {
        language: 'EN',
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Points mall' })).toBeDefined();
    expect(screen.getByText('Points mall is coming soon')).toBeDefined();
  });

  it('takes its heading from the tenant setting', async () => {
    await renderFeature(<PointMall settings={{ titleKey: 'sections.home' }} sectionId="main" />, {
      language: 'EN',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeDefined();
  });
});
