import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ValueOf } from '@wl/core/testing';
import { renderMemberPage } from '../../test-support/index.js';
import BettingRecords from './BettingRecords.js';

type Bet = ValueOf<'records.bets'>['content'][number];

const BETS: Bet[] = [
  {
    id: 'B1',
    time: '2030-05-15T09:00:00.000Z',
    gameType: 'LIVE',
    vassalage: 'AG',
    gameName: 'Baccarat',
    betAmount: 20000,
    validBet: 20000,
    payout: 40000,
    winLoss: 20000,
    status: 'SETTLED',
  },
  {
    id: 'B2',
    time: '2030-05-15T08:00:00.000Z',
    gameType: 'RNG',
    vassalage: 'JL',
    gameName: 'Super Ace',
    betAmount: 5000,
    validBet: 0,
    payout: 0,
    winLoss: 0,
    status: 'UNSETTLED',
  },
];

async function renderBets(queries: Record<string, unknown>[] = []) {
  await renderMemberPage(<BettingRecords />, {
    modules: ['MEMTRANS3'],
    answers: {
      'records.bets': (request, reply) => {
        const query = request.params as Record<string, unknown>;
        queries.push(query);
        const content = BETS.filter((bet) => !query.gameType || bet.gameType === query.gameType);
        return reply.value({
          pageNum: 1,
          pageSize: 10,
          totalPages: 1,
          totalElements: content.length,
          content,
          summary: { betAmount: 125000, validBet: 120000, winLoss: -7500 },
        });
      },
    },
  });
  await screen.findByRole('table');
}

describe('BettingRecords', () => {
  it('lists the bets with their result and the totals of the whole filter', async () => {
    await renderBets();
    const totals = screen.getByRole('region', { name: 'Totals of the period' });
    expect(within(totals).getByText('₫125,000')).toBeDefined();
    expect(within(totals).getByText('₫120,000')).toBeDefined();
    expect(within(totals).getByText('-\u2060₫7,500')).toBeDefined();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('+\u2060₫20,000')).toBeDefined();
    expect(within(rows[1] as HTMLElement).getByText('Open')).toBeDefined();
  });

  it('filters by game category', async () => {
    const user = userEvent.setup();
    const queries: Record<string, unknown>[] = [];
    await renderBets(queries);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game category' }), 'LIVE');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ gameType: 'LIVE', pageNum: 1 }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
  });

  it("opens a bet's detail with its provider, valid bet and payout", async () => {
    const user = userEvent.setup();
    await renderBets();
    await user.click(screen.getByRole('button', { name: 'Details of B1' }));
    const dialog = screen.getByRole('dialog', { name: 'Bet detail' });
    expect(within(dialog).getByText('AG')).toBeDefined();
    expect(within(dialog).getByText('Live casino')).toBeDefined();
    expect(within(dialog).getByText('₫40,000')).toBeDefined();
    expect(within(dialog).getByText('Settled')).toBeDefined();
  });
});
