import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { useModulesStore, type Contract } from '@wl/core';
import { testTenant } from '@wl/core/testing';
import { renderFeature } from '../../test-support/index.js';
import OfferContractModal from './OfferContractModal.js';

/** The agent's own hourly salary: 1 % from 0, 2 % from 1,000,000. */
const OWN: Contract = {
  contractId: 3,
  contractType: 'HOURLY_SALARY',
  requestType: null,
  status: 'ACTIVE',
  upline: 'MERCHANT',
  downline: 'agent.top',
  periodType: null,
  tiers: [
    { threshold: 0, rate: 1 },
    { threshold: 1_000_000, rate: 2 },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  effectiveAt: '2026-01-01T00:00:00.000Z',
};

const tenant = testTenant({ modules: { HOURSAL3: true, SIGNCONDIV3: true } });

async function render(sent: unknown[], refusal?: string) {
  const rendered = await renderFeature(
    <OfferContractModal props={{ downline: 'agent.pro' }} onClose={() => undefined} />,
    {
      tenant,
      language: 'EN',
      token: 'agent-token',
      answers: {
        'team.contracts': {
          contract: OWN,
          pending: null,
          nextSettlementAt: null,
          payouts: [],
          downlines: [],
          history: [],
        },
        'agent.hourlySalaryContract': (request, reply) => {
          sent.push(JSON.parse(String(request.data)));
          return refusal === undefined ? reply.value(null) : reply.failure(refusal);
        },
      },
    },
  );
  act(() =>
    useModulesStore
      .getState()
      .setFromWhitelabel([{ modId: 'HOURSAL3', enabled: '1' }], tenant.modules),
  );
  return rendered;
}

const dialog = async () =>
  within(await screen.findByRole('dialog', { name: 'Offer a contract to agent.pro' }));

describe('OfferContractModal', () => {
  it('waits for the agent’s own contract before saying it needs one', async () => {
    const NO_OWN = 'You need a contract of this kind in force before you can offer one.';
    const seen: boolean[] = [];
    const observer = new MutationObserver(() =>
      seen.push((document.body.textContent ?? '').includes(NO_OWN)),
    );
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await render([]);
    const offer = await dialog();
    await offer.findByLabelText('Tier 2: from');
    observer.disconnect();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.some(Boolean)).toBe(false);
  });

  it('waits again for the contract of a kind chosen later: no "need a contract" while it loads', async () => {
    const user = userEvent.setup();
    const NO_OWN = 'You need a contract of this kind in force before you can offer one.';
    const kinds = testTenant({
      modules: { HOURSAL3: true, DAILYSALCONT3: true, RTSALARY3: true },
    });
    const asked: unknown[] = [];
    await renderFeature(
      <OfferContractModal props={{ downline: 'agent.pro' }} onClose={() => undefined} />,
      {
        tenant: kinds,
        language: 'EN',
        token: 'agent-token',
        answers: {
          'team.contracts': (request, reply) => {
            const { contractType } = request.params as { contractType: Contract['contractType'] };
            asked.push(contractType);
            return reply.value({
              contract: {
                ...OWN,
                contractType,
                periodType: contractType === 'DAILY_SALARY' ? 'Daily' : null,
              },
              pending: null,
              nextSettlementAt: null,
              payouts: [],
              downlines: [],
              history: [],
            });
          },
        },
      },
    );
    act(() =>
      useModulesStore.getState().setFromWhitelabel(
        [
          { modId: 'HOURSAL3', enabled: '1' },
          { modId: 'DAILYSALCONT3', enabled: '1' },
          { modId: 'RTSALARY3', enabled: '1' },
        ],
        kinds.modules,
      ),
    );
    const offer = await dialog();
    await offer.findByLabelText('Tier 2: from');
    const seen: boolean[] = [];
    const observer = new MutationObserver(() =>
      seen.push((document.body.textContent ?? '').includes(NO_OWN)),
    );
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await user.selectOptions(offer.getByLabelText('Contract kind'), 'DAILY_SALARY');
    await offer.findByLabelText('Settlement period');
    await user.selectOptions(offer.getByLabelText('Contract kind'), 'REALTIME_SALARY');
    await waitFor(() => expect(offer.queryByLabelText('Settlement period')).toBeNull());
    await offer.findByLabelText('Tier 2: from');
    observer.disconnect();
    expect(asked).toEqual(expect.arrayContaining(['DAILY_SALARY', 'REALTIME_SALARY']));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.some(Boolean)).toBe(false);
  });

  it('refuses descending thresholds with a message and sends nothing', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    await render(sent);
    const offer = await dialog();
    const second = await offer.findByLabelText('Tier 2: from');
    await user.clear(second);
    await user.type(second, '0');
    await user.click(offer.getByRole('button', { name: 'Send offer' }));
    expect(
      await offer.findByText('Each threshold must be above the one before; the first is 0'),
    ).toBeDefined();
    expect(sent).toEqual([]);
  });

  it('adds and removes tier rows, and sends the tiers left, below its own rates', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    await render(sent);
    const offer = await dialog();
    await offer.findByLabelText('Tier 2: from');
    await user.click(offer.getByRole('button', { name: 'Add a tier' }));
    await user.type(offer.getByLabelText('Tier 3: from'), '5000000');
    await user.type(offer.getByLabelText('Tier 3: rate (%)'), '1.5');
    await user.click(offer.getByRole('button', { name: 'Remove tier 2' }));
    expect(offer.queryByLabelText('Tier 3: from')).toBeNull();
    const first = offer.getByLabelText('Tier 1: rate (%)');
    await user.clear(first);
    await user.type(first, '0.5');
    await user.click(offer.getByRole('button', { name: 'Send offer' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          action: 'SIGN',
          downline: 'agent.pro',
          tiers: [
            { threshold: 0, rate: 0.5 },
            { threshold: 5_000_000, rate: 1.5 },
          ],
        },
      ]),
    );
  });

  it('offers a dividend with tiers below its own, sent as text in the query', async () => {
    const user = userEvent.setup();
    const queries: unknown[] = [];
    await renderFeature(
      <OfferContractModal props={{ downline: 'agent.pro' }} onClose={() => undefined} />,
      {
        tenant,
        language: 'EN',
        token: 'agent-token',
        answers: {
          'team.contracts': {
            contract: { ...OWN, contractType: 'DIVIDEND', periodType: 'Monthly' },
            pending: null,
            nextSettlementAt: null,
            payouts: [],
            downlines: [],
            history: [],
          },
          'agent.dividendContract': (request, reply) => {
            queries.push(request.params);
            return reply.value(null);
          },
        },
      },
    );
    act(() =>
      useModulesStore.getState().setFromWhitelabel(
        [
          { modId: 'HOURSAL3', enabled: '1' },
          { modId: 'SIGNCONDIV3', enabled: '1' },
        ],
        tenant.modules,
      ),
    );
    const offer = await dialog();
    await offer.findByRole('option', { name: 'Dividend' });
    await user.selectOptions(offer.getByLabelText('Contract kind'), 'DIVIDEND');
    const second = await offer.findByLabelText('Tier 2: rate (%)');
    await user.clear(second);
    await user.type(second, '1.5');
    await user.click(offer.getByRole('button', { name: 'Send offer' }));
    await waitFor(() =>
      expect(queries).toEqual([
        { action: 'SIGN', downline: 'agent.pro', tiers: '0:1,1000000:1.5' },
      ]),
    );
  });

  it('tells a refusal of the server in words', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    await render(sent, 'tier_rate_above_own');
    const offer = await dialog();
    await offer.findByLabelText('Tier 2: from');
    await user.click(offer.getByRole('button', { name: 'Send offer' }));
    expect(
      await offer.findByText(
        'A tier may not pay more than your own contract pays at that threshold.',
      ),
    ).toBeDefined();
  });
});
