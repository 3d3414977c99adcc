import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useModulesStore } from '@wl/core';
import type { FakeAnswers } from '@wl/core/testing';
import { demoTenant } from '@wl/widgets/testing';
import { renderFeature } from '../../test-support/index.js';
import TeamBettingPage from './TeamBettingPage.js';

const TENANT = demoTenant({ modules: { AFFMAN3: true } });

const row = (username: string, betAmount: number, agent = false) => ({
  username,
  agent,
  gameCategory: 'LIVE' as const,
  betCount: 2,
  betAmount,
  validBet: betAmount,
  payout: 0,
  profitLoss: -betAmount,
});

function answers(queries: Record<string, unknown>[]): FakeAnswers {
  return {
    'reports.betting': (request, reply) => {
      const query = (request.params ?? {}) as Record<string, unknown>;
      queries.push(query);
      const pageNum = Number(query.pageNum ?? 1);
      return reply.value({
        startDate: '2026-03-01',
        endDate: '2026-03-15',
        pageNum,
        pageSize: 10,
        totalPages: 2,
        totalElements: 11,
        content:
          query.team === 'agent.mid'
            ? [row('mid.p1', 3000)]
            : pageNum === 1
              ? [row('agent.mid', 3000, true), row('mid.p2', 1000)]
              : [row('leaf.p1', 500)],
        totals: { betCount: 6, betAmount: 4500, validBet: 4500, payout: 0, profitLoss: -4500 },
      });
    },
  };
}

async function renderPage(queries: Record<string, unknown>[]) {
  await renderFeature(<TeamBettingPage />, {
    tenant: TENANT,
    language: 'EN',
    token: 'agent-token',
    answers: answers(queries),
  });
  act(() =>
    useModulesStore
      .getState()
      .setFromWhitelabel([{ modId: 'AFFMAN3', enabled: '1' }], TENANT.modules),
  );
}

describe('TeamBettingPage', () => {
  it('shows the rows, a totals row over every page and moves between pages', async () => {
    const queries: Record<string, unknown>[] = [];
    await renderPage(queries);
    const table = await screen.findByRole('table', { name: 'Team betting' });
    expect(within(table).getByText('mid.p2')).toBeDefined();
    expect(within(screen.getByTestId('table-totals')).getAllByText('₫4,500')).toHaveLength(2);
    expect(within(screen.getByTestId('table-totals')).getByText('-\u2060₫4,500')).toBeDefined();
    // This month so far, from its first day.
    const today = new Date().toISOString().slice(0, 10);
    expect(queries[0]).toMatchObject({
      startDate: `${today.slice(0, 8)}01`,
      endDate: today,
      pageNum: 1,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('leaf.p1')).toBeDefined();
    expect(screen.getByText('Page 2 of 2')).toBeDefined();
  });

  it('asks again with the member, category and range chosen, from the first page', async () => {
    const queries: Record<string, unknown>[] = [];
    const user = userEvent.setup();
    await renderPage(queries);
    await screen.findByRole('table', { name: 'Team betting' });
    await user.selectOptions(screen.getByLabelText('Period'), 'range');
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('To'), '2026-03-10');
    await user.type(screen.getByLabelText('Member'), ' leaf.p1 ');
    await user.selectOptions(screen.getByLabelText('Game category'), 'LIVE');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(queries.at(-1)).toMatchObject({
        startDate: '2026-03-01',
        endDate: '2026-03-10',
        username: 'leaf.p1',
        gameCategory: 'LIVE',
        pageNum: 1,
      }),
    );
  });

  it('asks the server to sort every row by a column and to change the page size', async () => {
    const queries: Record<string, unknown>[] = [];
    const user = userEvent.setup();
    await renderPage(queries);
    await screen.findByRole('table', { name: 'Team betting' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('leaf.p1');
    const validBets = screen.getByRole('columnheader', { name: /Valid bets/ });
    await user.click(within(validBets).getByRole('button'));
    await user.click(within(validBets).getByRole('button'));
    expect(validBets.getAttribute('aria-sort')).toBe('descending');
    await waitFor(() =>
      expect(queries.at(-1)).toMatchObject({ sortBy: 'validBet', sortOrder: 'desc', pageNum: 1 }),
    );
    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    await waitFor(() =>
      expect(queries.at(-1)).toMatchObject({ sortBy: 'validBet', pageSize: 50, pageNum: 1 }),
    );
  });

  it("drills from a downline agent's row into its team and back", async () => {
    const queries: Record<string, unknown>[] = [];
    const user = userEvent.setup();
    await renderPage(queries);
    await screen.findByRole('table', { name: 'Team betting' });
    // A member's name is plain text; an agent's opens its team.
    expect(screen.queryByRole('button', { name: "Open mid.p2's team" })).toBeNull();
    await user.click(screen.getByRole('button', { name: "Open agent.mid's team" }));
    expect(
      await screen.findByRole('table', { name: 'Team betting: team of agent.mid' }),
    ).toBeDefined();
    expect(queries.at(-1)).toMatchObject({ team: 'agent.mid', pageNum: 1 });
    const trail = screen.getByRole('navigation', { name: 'Team path' });
    expect(within(trail).getByText('agent.mid').getAttribute('aria-current')).toBe('page');
    await user.click(within(trail).getByRole('button', { name: 'My team' }));
    expect(await screen.findByRole('table', { name: 'Team betting' })).toBeDefined();
    // The whole team's rows again (the agent's own rows, not only agent.mid's team).
    expect(await screen.findByText('mid.p2')).toBeDefined();
    expect(screen.queryByRole('navigation', { name: 'Team path' })).toBeNull();
  });

  it('tells an upside-down range in words and keeps what was typed', async () => {
    const queries: Record<string, unknown>[] = [];
    const user = userEvent.setup();
    await renderPage(queries);
    await screen.findByRole('table', { name: 'Team betting' });
    await user.selectOptions(screen.getByLabelText('Period'), 'range');
    await user.type(screen.getByLabelText('From'), '2026-03-10');
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    await user.type(screen.getByLabelText('Member'), 'mid.p2');
    const asked = queries.length;
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'The end day must not be before the start day.',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Member').value).toBe('mid.p2');
    expect(queries).toHaveLength(asked);
  });
});
