import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useModulesStore } from '@wl/core';
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
});
