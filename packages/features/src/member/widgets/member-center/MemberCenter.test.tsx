import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useModalStore } from '@wl/core';
import { renderFeature } from '../../../test-support/index.js';
import MemberCenter from './MemberCenter.js';

afterEach(() => {
  useModalStore.getState().closeAll();
});

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

  it('offers the change of password in the security centre', async () => {
    const user = userEvent.setup();
    await renderFeature(
      <MemberCenter settings={{ titleKey: 'sections.memberCenter' }} sectionId="main" />,
      { language: 'EN', path: '/member?page=securityCenter', token: 'member-token' },
    );
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(useModalStore.getState().stack.map((entry) => entry.id)).toEqual(['changePassword']);
  });
});
