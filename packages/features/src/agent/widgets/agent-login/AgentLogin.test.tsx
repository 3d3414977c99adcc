import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test-support/index.js';
import AgentLogin from './AgentLogin.js';

describe('AgentLogin', () => {
  it('shows its translated heading and says the page is still being prepared', async () => {
    await renderFeature(
      <AgentLogin settings={{ titleKey: 'sections.agentLogin' }} sectionId="main" />,
      {
        language: 'EN',
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Agent login' })).toBeDefined();
    expect(screen.getByText('Agent login is coming soon')).toBeDefined();
  });

  it('takes its heading from the tenant setting', async () => {
    await renderFeature(<AgentLogin settings={{ titleKey: 'sections.home' }} sectionId="main" />, {
      language: 'EN',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeDefined();
  });
});
