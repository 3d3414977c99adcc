import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { useModulesStore, type Contract } from '@wl/core';
import { testTenant } from '@wl/core/testing';
import { renderFeature } from '../../test-support/index.js';
import ContractOfferModal from './ContractOfferModal.js';

const offer = (contractType: Contract['contractType'], contractId: number, createdAt: string) =>
  ({
    contractId,
    contractType,
    requestType: 'NEW',
    status: 'PENDING',
    upline: 'agent.top',
    downline: 'agent.mid',
    periodType: contractType === 'DAILY_SALARY' ? 'Daily' : null,
    tiers: [{ threshold: 0, rate: 0.8 }],
    createdAt,
    effectiveAt: null,
  }) satisfies Contract;

/** A daily wage offer from three days ago, and an hourly salary offer that just arrived. */
const DAILY = offer('DAILY_SALARY', 12, '2026-03-01T00:00:00.000Z');
const HOURLY = offer('HOURLY_SALARY', 40, '2026-03-04T10:00:00.000Z');

const tenant = testTenant({ modules: { DAILYSALCONT3: true, HOURSAL3: true } });

async function render(sent: unknown[]) {
  await renderFeature(<ContractOfferModal props={{}} onClose={vi.fn()} />, {
    tenant,
    language: 'EN',
    token: 'agent-token',
    answers: {
      'agent.dailySalaryContract': (request, reply) => {
        const query = request.params as { action: string };
        if (query.action !== 'VIEW') sent.push(query);
        return reply.value(DAILY);
      },
      'agent.hourlySalaryContract': (request, reply) => {
        const body = JSON.parse(String(request.data)) as { action: string };
        if (body.action !== 'VIEW') sent.push(body);
        return reply.value(HOURLY);
      },
    },
  });
  act(() =>
    useModulesStore.getState().setFromWhitelabel(
      [
        { modId: 'DAILYSALCONT3', enabled: '1' },
        { modId: 'HOURSAL3', enabled: '1' },
      ],
      tenant.modules,
    ),
  );
}

describe('ContractOfferModal', () => {
  it('shows the newest offer first and how many more wait', async () => {
    await render([]);
    const popup = within(await screen.findByRole('dialog', { name: 'Contract' }));
    expect(await popup.findByText('agent.top offers you a contract: Hourly salary.')).toBeDefined();
    expect(popup.getByTestId('offers-waiting').textContent).toBe(
      'The newest request is shown; requests waiting after it: 1.',
    );
  });

  it('asks before rejecting, in words, and sends nothing on the way back', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    await render(sent);
    const popup = within(await screen.findByRole('dialog', { name: 'Contract' }));
    await popup.findByText('agent.top offers you a contract: Hourly salary.');
    await user.click(popup.getByRole('button', { name: 'Reject' }));
    expect(popup.getByTestId('contract-consequence').textContent).toBe(
      'You refuse the contract (Hourly salary) that agent.top offers. It will not come into force; agent.top may send you another offer.',
    );
    await user.click(popup.getByRole('button', { name: 'Back' }));
    expect(sent).toEqual([]);
    await user.click(popup.getByRole('button', { name: 'Reject' }));
    await user.click(popup.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(sent).toEqual([{ action: 'REJECT', contractId: 40 }]));
  });
});
