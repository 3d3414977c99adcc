import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test-support/index.js';
import Seamless from './Seamless.js';

describe('Seamless', () => {
  it('shows its translated heading and says the page is still being prepared', async () => {
    await renderFeature(
      <Seamless settings={{ titleKey: 'sections.seamless' }} sectionId="main" />,
      {
        language: 'EN',
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Seamless games' })).toBeDefined();
    expect(screen.getByText('Seamless games is coming soon')).toBeDefined();
  });

  it('takes its heading from the tenant setting', async () => {
    await renderFeature(<Seamless settings={{ titleKey: 'sections.home' }} sectionId="main" />, {
      language: 'EN',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeDefined();
  });
});
