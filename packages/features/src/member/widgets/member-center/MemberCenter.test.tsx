import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@wl/widgets/testing';
import MemberCenter from './MemberCenter.js';

describe('MemberCenter', () => {
  it('shows its translated heading and says the page is still being prepared', async () => {
    await renderWithProviders(
      <MemberCenter settings={{ titleKey: 'sections.memberCenter' }} sectionId="main" />,
      {
        language: 'EN',
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Member centre' })).toBeDefined();
    expect(screen.getByText('Member centre is coming soon')).toBeDefined();
  });

  it('takes its heading from the tenant setting', async () => {
    await renderWithProviders(
      <MemberCenter settings={{ titleKey: 'sections.home' }} sectionId="main" />,
      {
        language: 'EN',
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeDefined();
  });
});
