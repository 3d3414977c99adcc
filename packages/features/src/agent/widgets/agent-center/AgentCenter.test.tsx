import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test-support/index.js';
import AgentCenter from './AgentCenter.js';

describe('AgentCenter', () => {
  it('shows its translated heading and says the page is still being prepared', async () => {
    await renderFeature(
      <AgentCenter settings={{ titleKey: 'sections.agentCenter' }} sectionId="main" />,
      {
        language: 'EN',
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Agent centre' })).toBeDefined();
    expect(screen.getByText('Agent centre is coming soon')).toBeDefined();
  });

  it('takes its heading from the tenant setting', async () => {
    await renderFeature(<AgentCenter settings={{ titleKey: 'sections.home' }} sectionId="main" />, {
      language: 'EN',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeDefined();
  });

  it('signs the agent out and goes back to the agent login page', async () => {
    const user = userEvent.setup();
    const { apiPaths } = await renderFeature(
      <AgentCenter settings={{ titleKey: 'sections.agentCenter' }} sectionId="main" />,
      { language: 'EN', token: 'agent-token', path: '/agentHome' },
    );
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/agent'));
    expect(apiPaths).toContain('/wps/session/logout');
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});
