import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

async function render(sent: unknown[], overview: TeamContractsValue = OVERVIEW) {
  await renderFeature(<ContractPage type="HOURLY_SALARY" />, {
    tenant,
    language: 'EN',
    token: 'agent-token',
    answers: {
      'team.contracts': overview,
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

  it('totals every payout, not only the page shown, and prints the statement of one period', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    // 25 five-minute periods, newest first: 20 on the first page.
    const payouts = Array.from({ length: 25 }, (_, i) => ({
      payoutId: 100 - i,
      contractId: 14,
      periodStart: new Date(Date.UTC(2026, 0, 2, 10, 0) - (i + 1) * 300_000).toISOString(),
      periodEnd: new Date(Date.UTC(2026, 0, 2, 10, 0) - i * 300_000).toISOString(),
      base: 100_000,
      rate: 1.5,
      amount: 1_500,
    }));
    await render([], { ...OVERVIEW, payouts });
    const table = within(await screen.findByTestId('payouts'));
    expect(table.getAllByRole('button', { name: /^Print the statement of/ })).toHaveLength(20);
    const totals = within(table.getByTestId('table-totals'));
    expect(totals.getByText('₫2,500,000')).toBeDefined();
    expect(totals.getByText('₫37,500')).toBeDefined();

    await user.click(table.getAllByRole('button', { name: /^Print the statement of/ })[0]!);
    const statement = await screen.findByRole('region', { name: 'Hourly salary statement' });
    expect(statement.closest('[data-print-statement]')).not.toBeNull();
    expect(statement.textContent).toContain('agent.top');
    expect(statement.textContent).toContain('₫1,500');
    expect(statement.textContent).toContain('1.5%');
    expect(print).toHaveBeenCalledOnce();
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Hourly salary statement' })).toBeNull(),
    );
    print.mockRestore();
  });
});
