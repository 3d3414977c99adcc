import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useModulesStore, type TeamMember } from '@wl/core';
import type { FakeAnswers } from '@wl/core/testing';
import { demoTenant } from '@wl/widgets/testing';
import { renderFeature } from '../../test-support/index.js';
import { presetRange } from '../reports/periods.js';
import TeamOverviewPage from './TeamOverviewPage.js';

const TENANT = demoTenant({ modules: { AFFMAN3: true } });

/** The overview answers 27 members for the period asked first, 20 for any other. */
function answers(queries: Record<string, unknown>[]): FakeAnswers {
  const thisMonth = presetRange('thisMonth');
  return {
    'reports.overview': (request, reply) => {
      const query = (request.params ?? {}) as Record<string, string>;
      queries.push(query);
      const current = query.startDate === thisMonth.startDate;
      return reply.value({
        startDate: query.startDate!,
        endDate: query.endDate!,
        teamSize: current ? 27 : 20,
        newMembers: current ? 7 : 2,
        activeMembers: 12,
        deposits: 5000,
        withdrawals: 1200,
        validBets: current ? 90000 : 45000,
        profitLoss: -4321,
        days: [],
      });
    },
  };
}

describe('TeamOverviewPage', () => {
  it("shows this month's figures beside last month's, and the period chosen beside the one before", async () => {
    const queries: Record<string, unknown>[] = [];
    const user = userEvent.setup();
    await renderFeature(<TeamOverviewPage />, {
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
    expect(await screen.findByText('27')).toBeDefined();
    expect(await screen.findByText('Previous period: 20')).toBeDefined();
    expect(screen.getByText('Previous period: ₫45,000')).toBeDefined();
    const lastMonth = presetRange('lastMonth');
    expect(queries).toContainEqual(lastMonth);

    await user.selectOptions(screen.getByLabelText('Period'), 'lastWeek');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const lastWeek = presetRange('lastWeek');
    const weekBefore = {
      startDate: new Date(Date.parse(lastWeek.startDate) - 7 * 86_400_000)
        .toISOString()
        .slice(0, 10),
      endDate: new Date(Date.parse(lastWeek.endDate) - 7 * 86_400_000).toISOString().slice(0, 10),
    };
    await waitFor(() => expect(queries).toContainEqual(lastWeek));
    await waitFor(() => expect(queries).toContainEqual(weekBefore));
  });

  it("opens a downline agent's team from the overview and goes back by the breadcrumb", async () => {
    const queries: Record<string, unknown>[] = [];
    const user = userEvent.setup();
    const member = (username: string, accountType: TeamMember['accountType']): TeamMember => ({
      username,
      nickname: null,
      accountType,
      upline: 'agent.top',
      level: 1,
      balance: 0,
      status: 'ACTIVE',
      lastLoginAt: null,
      registeredAt: '2026-01-01T00:00:00.000Z',
      downlineCount: 0,
      contracts: [],
    });
    const parents: unknown[] = [];
    await renderFeature(<TeamOverviewPage />, {
      tenant: TENANT,
      language: 'EN',
      token: 'agent-token',
      answers: {
        ...answers(queries),
        'team.members': (request, reply) => {
          const { parent } = (request.params ?? {}) as { parent?: string };
          parents.push(parent);
          const content = parent
            ? [member('mid.p1', 'MEMBER')]
            : [member('agent.mid', 'AGENT'), member('top.p1', 'MEMBER')];
          return reply.value({
            content,
            pageNum: 1,
            pageSize: 100,
            totalPages: 1,
            totalElements: content.length,
          });
        },
      },
    });
    act(() =>
      useModulesStore
        .getState()
        .setFromWhitelabel([{ modId: 'AFFMAN3', enabled: '1' }], TENANT.modules),
    );
    // Only agents open a team.
    const open = await screen.findByRole('button', { name: "Open agent.mid's team" });
    expect(screen.queryByRole('button', { name: "Open top.p1's team" })).toBeNull();

    await user.click(open);
    const thisMonth = presetRange('thisMonth');
    await waitFor(() => expect(queries).toContainEqual({ ...thisMonth, team: 'agent.mid' }));
    await waitFor(() => expect(parents).toContain('agent.mid'));
    const trail = screen.getByRole('navigation', { name: 'Team path' });
    expect(trail.textContent).toContain('agent.mid');
    expect(await screen.findByText(/Team of agent.mid/)).toBeDefined();

    queries.length = 0;
    await user.click(screen.getByRole('button', { name: 'My team' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Team path' })).toBeNull());
    expect(queries.every((query) => !('team' in query))).toBe(true);
  });
});
