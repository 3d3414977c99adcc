import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { useModulesStore, type Contract, type TeamContractsValue } from '@wl/core';
import { testTenant } from '@wl/core/testing';
import { renderFeature } from '../../test-support/index.js';
import { ContractPage } from './ContractPage.js';

const WITH_PRO: Contract = {
  contractId: 14,
  contractType: 'HOURLY_SALARY',
  requestType: null,
  status: 'ACTIVE',
  upline: 'agent.top',
  downline: 'agent.pro',
  periodType: null,
  tiers: [{ threshold: 0, rate: 1.5 }],
  createdAt: '2026-01-01T00:00:00.000Z',
  effectiveAt: '2026-01-01T00:00:00.000Z',
};

const OVERVIEW: TeamContractsValue = {
  contract: null,
  pending: null,
  nextSettlementAt: null,
  payouts: [],
  downlines: [WITH_PRO],
  history: [
    {
      eventId: 2,
      contractId: 14,
      event: 'SIGNED',
      upline: 'agent.top',
      downline: 'agent.pro',
      by: 'agent.pro',
      at: '2026-01-01T00:00:00.000Z',
    },
    {
      eventId: 1,
      contractId: 14,
      event: 'AUTO_TERMINATED',
      upline: 'agent.top',
      downline: 'agent.pro',
      by: null,
      at: '2025-12-01T00:00:00.000Z',
    },
  ],
};

const tenant = testTenant({ modules: { HOURSAL3: true } });

async function render(sent: unknown[]) {
  await renderFeature(<ContractPage type="HOURLY_SALARY" />, {
    tenant,
    language: 'EN',
    token: 'agent-token',
    answers: {
      'team.contracts': OVERVIEW,
      'agent.hourlySalaryContract': (request, reply) => {
        sent.push(JSON.parse(String(request.data)));
        return reply.value(null);
      },
    },
  });
  act(() =>
    useModulesStore
      .getState()
      .setFromWhitelabel([{ modId: 'HOURSAL3', enabled: '1' }], tenant.modules),
  );
}

describe('ContractPage', () => {
  it('asks before requesting termination of a downline contract, with the consequence in words', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    await render(sent);
    await user.click(
      await screen.findByRole('button', {
        name: 'Request termination of the contract with agent.pro',
      }),
    );
    const confirm = within(
      screen.getByRole('dialog', { name: 'Request termination of the contract with agent.pro?' }),
    );
    expect(confirm.getByTestId('contract-consequence').textContent).toContain(
      'It stays in force until agent.pro agrees',
    );
    await user.click(confirm.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);

    await user.click(
      screen.getByRole('button', { name: 'Request termination of the contract with agent.pro' }),
    );
    await user.click(screen.getByRole('button', { name: 'Request termination' }));
    await waitFor(() => expect(sent).toEqual([{ action: 'TERMINATE', contractId: 14 }]));
  });

  it('shows the history with who acted, the platform when no one did', async () => {
    await render([]);
    const history = within(await screen.findByRole('table', { name: 'History' }));
    expect(history.getByText('Auto-terminated (the upline accepted a lower rate)')).toBeDefined();
    expect(history.getByText('Platform')).toBeDefined();
    expect(history.getAllByText('agent.top → agent.pro')).toHaveLength(2);
  });
});
