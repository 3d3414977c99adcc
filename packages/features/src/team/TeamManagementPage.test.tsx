import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TeamMember } from '@wl/core';
import { renderFeature } from '../test-support/index.js';
import { TeamManagementPage } from './TeamManagementPage.js';

const member = (username: string, balance: number): TeamMember => ({
  username,
  nickname: null,
  accountType: 'MEMBER',
  upline: 'agent.top',
  level: 1,
  balance,
  status: 'ACTIVE',
  lastLoginAt: null,
  registeredAt: '2026-01-01T00:00:00.000Z',
  downlineCount: 0,
  contracts: [],
});

/** The page over a server that sorts by balance when asked, recording every query. */
async function render(queries: Record<string, unknown>[]) {
  const rows = [member('top.p1', 5), member('top.p2', 50), member('top.p3', 20)];
  await renderFeature(<TeamManagementPage />, {
    language: 'EN',
    token: 'agent-token',
    answers: {
      'team.members': (request, reply) => {
        const query = request.params as Record<string, unknown>;
        queries.push(query);
        const sign = query.sortOrder === 'desc' ? -1 : 1;
        const content =
          query.sortBy === 'balance'
            ? [...rows].sort((a, b) => sign * (a.balance - b.balance))
            : rows;
        return reply.value({
          content,
          pageNum: 1,
          pageSize: 20,
          totalPages: 1,
          totalElements: rows.length,
        });
      },
    },
  });
}

const shownNames = () =>
  within(screen.getByTestId('team-table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.getAttribute('data-member'));

describe('TeamManagementPage', () => {
  it('asks the server to sort every account by the column chosen, from the first page', async () => {
    const user = userEvent.setup();
    const queries: Record<string, unknown>[] = [];
    await render(queries);
    await screen.findByTestId('team-table');
    expect(queries.at(-1)).not.toHaveProperty('sortBy');
    expect(screen.getByRole('columnheader', { name: /Registered/ }).getAttribute('aria-sort')).toBe(
      'none',
    );

    await user.click(screen.getByRole('button', { name: /Balance/ }));
    await waitFor(() =>
      expect(queries.at(-1)).toMatchObject({ sortBy: 'balance', sortOrder: 'asc', pageNum: 1 }),
    );
    await waitFor(() => expect(shownNames()).toEqual(['top.p1', 'top.p3', 'top.p2']));

    await user.click(screen.getByRole('button', { name: /Balance/ }));
    await waitFor(() =>
      expect(queries.at(-1)).toMatchObject({ sortBy: 'balance', sortOrder: 'desc' }),
    );
    await waitFor(() => expect(shownNames()).toEqual(['top.p2', 'top.p3', 'top.p1']));
  });
});
