import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useModulesStore } from '@wl/core';
import type { FakeAnswers } from '@wl/core/testing';
import { demoTenant } from '@wl/widgets/testing';
import { renderFeature } from '../../../test-support/index.js';
import AgentCenter from './AgentCenter.js';

const SETTINGS = { titleKey: 'sections.agentCenter' };

/** A tenant with the agent centre's modules on (the dividend one included). */
const TENANT = demoTenant({
  modules: { AFFMAN3: true, AGEANNOUNCE3: true, SIGNCONDIV3: true, INBOX3: true },
});

const ANSWERS: FakeAnswers = {
  'member.info': {
    id: 1001,
    account: 'agent.top',
    username: 'agent.top',
    nickname: 'Top Agent',
    mobile: null,
    regDate: '2025-01-01T00:00:00.000Z',
    clubLabel: null,
    type: 1,
    currency: 'VND',
    memberLabel: [],
  },
  'wallet.consolidated': {
    currency: 'VND',
    totalBalance: 100,
    availableBalance: 100,
    lockedBalance: 0,
    dailysalreqtype: 0,
    divtypereq: 1,
    contracthoursalreq: 0,
    realtimesalreqtype: 0,
  },
  'reports.overview': {
    startDate: '2026-03-01',
    endDate: '2026-03-02',
    teamSize: 27,
    newMembers: 3,
    activeMembers: 12,
    deposits: 5000,
    withdrawals: 1200,
    validBets: 90000,
    profitLoss: -4321,
    days: [],
  },
};

/** The backend's whitelabel tree arrives with those modules on. */
function modulesArrive(): void {
  const tree = Object.keys(TENANT.modules).map((modId) => ({ modId, enabled: '1' as const }));
  act(() => useModulesStore.getState().setFromWhitelabel(tree, TENANT.modules));
}

function signInAs(type: number): void {
  sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify({ type, firstTimeLogin: false }));
}

describe('AgentCenter', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the header with the GMT offset, a clock and the nickname, and the dashboard first', async () => {
    signInAs(1);
    await renderFeature(<AgentCenter settings={SETTINGS} sectionId="main" />, {
      tenant: TENANT,
      language: 'EN',
      token: 'agent-token',
      path: '/agentHome',
      answers: ANSWERS,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Agent centre' })).toBeDefined();
    expect(screen.getByTestId('agent-gmt').textContent).toMatch(/^GMT[+-]\d\d:\d\d$/);
    await waitFor(() => expect(screen.getByTestId('agent-clock').textContent).not.toBe(''));
    await waitFor(() => expect(screen.getByTestId('agent-nickname').textContent).toBe('Top Agent'));
    const menu = screen.getByRole('navigation', { name: 'Agent centre menu' });
    const links = within(menu)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links.slice(0, 5)).toEqual([
      'Dashboard',
      'Deposit',
      'Withdraw',
      'Announcement',
      'Team overview',
    ]);
    expect(within(menu).getByRole('button', { name: 'Customer service' })).toBeDefined();
    expect(await screen.findByRole('heading', { level: 2, name: 'Dashboard' })).toBeDefined();
    modulesArrive();
    await waitFor(() => expect(screen.getByTestId('dashboard-balance').textContent).toBe('₫100'), {
      timeout: 5000,
    });
    await waitFor(() => expect(screen.getByTestId('dashboard-new-members').textContent).toBe('3'));
  });

  it('opens the page named in the address and shows its figures', async () => {
    signInAs(2);
    await renderFeature(<AgentCenter settings={SETTINGS} sectionId="main" />, {
      tenant: TENANT,
      language: 'EN',
      token: 'agent-token',
      path: '/agentHome?page=teamOverview',
      answers: ANSWERS,
    });
    modulesArrive();
    expect(await screen.findByRole('heading', { level: 2, name: 'Team overview' })).toBeDefined();
    expect(await screen.findByText('Team size')).toBeDefined();
    expect(screen.getByText('27')).toBeDefined();
    expect(screen.getByText('-\u2060₫4,321')).toBeDefined();
  });

  it('leaves out the pages whose module is off, and says so when the address names one', async () => {
    signInAs(1);
    const { apiPaths } = await renderFeature(<AgentCenter settings={SETTINGS} sectionId="main" />, {
      tenant: demoTenant({ modules: { AFFMAN3: true, AGEANNOUNCE3: false } }),
      language: 'EN',
      token: 'agent-token',
      path: '/agentHome?page=agentAnnouncements',
      answers: ANSWERS,
    });
    const menu = screen.getByRole('navigation', { name: 'Agent centre menu' });
    const links = within(menu)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).not.toContain('Announcement');
    expect(links).toContain('Team overview');
    expect(await screen.findByText('This page is not available')).toBeDefined();
    expect(apiPaths.some((path) => path.includes('AGENTFE_getAgentAnnouncements'))).toBe(false);
  });

  it('says a contract page this agent may not open is not available, instead of another page', async () => {
    signInAs(1);
    const HOURLY = demoTenant({ modules: { AFFMAN3: true, HOURSAL3: true } });
    await renderFeature(<AgentCenter settings={SETTINGS} sectionId="main" />, {
      tenant: HOURLY,
      language: 'EN',
      token: 'agent-token',
      path: '/agentHome?page=hourlySalary',
      answers: {
        ...ANSWERS,
        'team.contracts': {
          contract: null,
          pending: null,
          nextSettlementAt: null,
          payouts: [],
          downlines: [],
          history: [],
        },
      },
    });
    act(() =>
      useModulesStore.getState().setFromWhitelabel(
        [
          { modId: 'AFFMAN3', enabled: '1' },
          { modId: 'HOURSAL3', enabled: '1' },
        ],
        HOURLY.modules,
      ),
    );
    expect((await screen.findByTestId('agent-page-refused')).textContent).toBe(
      'This page is not available to your account. Choose a page from the menu.',
    );
    expect(screen.queryByRole('heading', { level: 2, name: 'Team overview' })).toBeNull();
  });

  it('keeps a contract page in the menu after the agent’s own contract ended, while it has a history', async () => {
    signInAs(1);
    const HOURLY = demoTenant({ modules: { AFFMAN3: true, HOURSAL3: true } });
    await renderFeature(<AgentCenter settings={SETTINGS} sectionId="main" />, {
      tenant: HOURLY,
      language: 'EN',
      token: 'agent-token',
      path: '/agentHome',
      answers: {
        ...ANSWERS,
        'team.contracts': {
          contract: null,
          pending: null,
          nextSettlementAt: null,
          payouts: [],
          downlines: [],
          history: [
            {
              eventId: 1,
              contractId: 3,
              event: 'TERMINATED',
              upline: 'MERCHANT',
              downline: 'agent.top',
              by: 'agent.top',
              at: '2026-03-01T00:00:00.000Z',
            },
          ],
        },
      },
    });
    act(() =>
      useModulesStore.getState().setFromWhitelabel(
        [
          { modId: 'AFFMAN3', enabled: '1' },
          { modId: 'HOURSAL3', enabled: '1' },
        ],
        HOURLY.modules,
      ),
    );
    const menu = screen.getByRole('navigation', { name: 'Agent centre menu' });
    expect(await within(menu).findByRole('link', { name: 'Hourly salary' })).toBeDefined();
  });

  it('sends a signed-in account that is not an agent to the agent login page', async () => {
    signInAs(0);
    await renderFeature(<AgentCenter settings={SETTINGS} sectionId="main" />, {
      tenant: TENANT,
      language: 'EN',
      token: 'member-token',
      path: '/agentHome',
      answers: ANSWERS,
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/agent'));
  });

  it('logs the agent out and goes back to the agent login page', async () => {
    signInAs(41);
    const user = userEvent.setup();
    const { apiPaths } = await renderFeature(<AgentCenter settings={SETTINGS} sectionId="main" />, {
      tenant: TENANT,
      language: 'EN',
      token: 'agent-token',
      path: '/agentHome',
      answers: ANSWERS,
    });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/agent'));
    expect(apiPaths).toContain('/wps/session/logout');
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});
