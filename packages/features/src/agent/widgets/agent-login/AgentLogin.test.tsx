import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS, useModalStore } from '@wl/core';
import { renderFeature } from '../../../test-support/index.js';
import AgentLogin from './AgentLogin.js';

const settings = { titleKey: 'sections.agentLogin' };

afterEach(() => {
  useModalStore.getState().closeAll();
  sessionStorage.clear();
});

describe('AgentLogin', () => {
  it('opens the login window for a visitor, and again from its button once closed', async () => {
    await renderFeature(<AgentLogin settings={settings} sectionId="main" />, {
      language: 'EN',
      path: '/agent',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Agent login' })).toBeDefined();
    expect(useModalStore.getState().stack.map((m) => m.id)).toEqual(['login']);
    useModalStore.getState().close('login');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(useModalStore.getState().stack.map((m) => m.id)).toEqual(['login']);
  });

  it('shows the brand, a word to agents and customer service', async () => {
    await renderFeature(<AgentLogin settings={settings} sectionId="main" />, {
      language: 'EN',
      path: '/agent',
    });
    const page = screen.getByRole('heading', { level: 1, name: 'Agent login' }).closest('section');
    expect(page?.querySelector('img')?.getAttribute('alt')).not.toBe('');
    expect(screen.getByText(/^Grow your team with /)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeDefined();
  });

  it('sends a signed-in agent to the agent centre without opening the login window', async () => {
    sessionStorage.setItem(
      SESSION_KEYS.sessionInfo,
      JSON.stringify({ type: 1, firstTimeLogin: false }),
    );
    await renderFeature(<AgentLogin settings={settings} sectionId="main" />, {
      language: 'EN',
      path: '/agent',
      token: 'agent-token',
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/agentHome'));
    expect(useModalStore.getState().stack).toEqual([]);
  });
});
