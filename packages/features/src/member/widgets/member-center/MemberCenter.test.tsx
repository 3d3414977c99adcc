import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test-support/index.js';
import MemberCenter from './MemberCenter.js';

describe('MemberCenter', () => {
  it('shows its translated heading and says the page is still being prepared', async () => {
    await renderFeature(
      <MemberCenter settings={{ titleKey: 'sections.memberCenter' }} sectionId="main" />,
      {
        language: 'EN',
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Member centre' })).toBeDefined();
    expect(screen.getByText('Member centre is coming soon')).toBeDefined();
  });

  it('takes its heading from the tenant setting', async () => {
    await renderFeature(
      <MemberCenter settings={{ titleKey: 'sections.home' }} sectionId="main" />,
      {
        language: 'EN',
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeDefined();
  });
});
