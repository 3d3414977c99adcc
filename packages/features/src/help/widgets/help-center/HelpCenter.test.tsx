import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test-support/index.js';
import HelpCenter from './HelpCenter.js';

describe('HelpCenter', () => {
  it('shows its translated heading and says the page is still being prepared', async () => {
    await renderFeature(<HelpCenter settings={{ titleKey: 'sections.help' }} sectionId="main" />, {
      language: 'EN',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Help centre' })).toBeDefined();
    expect(screen.getByText('Help centre is coming soon')).toBeDefined();
  });

  it('takes its heading from the tenant setting', async () => {
    await renderFeature(<HelpCenter settings={{ titleKey: 'sections.home' }} sectionId="main" />, {
      language: 'EN',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeDefined();
  });
});
