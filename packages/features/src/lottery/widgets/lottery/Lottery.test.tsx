import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test-support/index.js';
import Lottery from './Lottery.js';

describe('Lottery', () => {
  it('shows its translated heading and says the page is still being prepared', async () => {
    await renderFeature(<Lottery settings={{ titleKey: 'sections.lottery' }} sectionId="main" />, {
      language: 'EN',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Lottery' })).toBeDefined();
    expect(screen.getByText('Lottery is coming soon')).toBeDefined();
  });

  it('takes its heading from the tenant setting', async () => {
    await renderFeature(<Lottery settings={{ titleKey: 'sections.home' }} sectionId="main" />, {
      language: 'EN',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeDefined();
  });
});
