import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeAnswers, RecordedRequest, ValueOf } from '@wl/core/testing';
import { renderMemberPage } from '../../test-support/index.js';
import TransactionHistory from './TransactionHistory.js';

type Row = ValueOf<'content.memberTransactions'>['content'][number];

const row = (n: number, amount: number): Row => ({
  id: `T${n}`,
  time: '2030-05-15T08:00:00.000Z',
  category: amount > 0 ? 'DEPOSIT' : 'BET',
  amount,
  balanceAfter: 100000 + amount,
  status: 'SUCCESS',
  remark: n === 1 ? 'First deposit' : null,
});

/** Answers page `pageNum` of 23 records, 10 a page, and remembers every query. */
function transactions(queries: Record<string, unknown>[]): FakeAnswers {
  return {
    'content.memberTransactions': (request: RecordedRequest, reply) => {
      const query = request.params as Record<string, unknown>;
      queries.push(query);
      const pageNum = Number(query.pageNum ?? 1);
      const rows = Array.from({ length: 23 }, (_, i) => row(i + 1, i % 2 === 0 ? 5000 : -2000));
      return reply.value({
        pageNum,
        pageSize: 10,
        totalPages: 3,
        totalElements: 23,
        content: rows.slice((pageNum - 1) * 10, pageNum * 10),
        summary: { totalIn: 60000, totalOut: 22000, net: 38000 },
      });
    },
  };
}

async function renderHistory(queries: Record<string, unknown>[] = []) {
  await renderMemberPage(<TransactionHistory />, {
    answers: transactions(queries),
    modules: ['MEMTRANS3'],
  });
  await screen.findByRole('table');
}

describe('TransactionHistory', () => {
  it("shows today's first page with the totals of the whole filter", async () => {
    const queries: Record<string, unknown>[] = [];
    await renderHistory(queries);
    const today = new Date().toISOString().slice(0, 10);
    expect(queries[0]).toMatchObject({
      startDate: today,
      endDate: today,
      pageNum: 1,
      pageSize: 10,
    });
    const totals = screen.getByRole('region', { name: 'Totals of the period' });
    expect(within(totals).getByText('₫60,000')).toBeDefined();
    expect(within(totals).getByText('₫22,000')).toBeDefined();
    expect(within(totals).getByText('+\u2060₫38,000')).toBeDefined();
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Page 1 of 3')).toBeDefined();
  });

  it('pages forward and back', async () => {
    const user = userEvent.setup();
    const queries: Record<string, unknown>[] = [];
    await renderHistory(queries);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 3');
    expect(queries.at(-1)).toMatchObject({ pageNum: 2 });
    expect(screen.getByRole('button', { name: 'Details of T11' })).toBeDefined();
  });

  it('filters by type and range, back on page 1', async () => {
    const user = userEvent.setup();
    const queries: Record<string, unknown>[] = [];
    await renderHistory(queries);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'last7');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'DEPOSIT');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ category: 'DEPOSIT', pageNum: 1 }));
    const { startDate, endDate } = queries.at(-1) as { startDate: string; endDate: string };
    expect((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000).toBe(6);
  });

  it('stops a range over 31 days with a message, keeping the typed days and asking nothing', async () => {
    const user = userEvent.setup();
    const queries: Record<string, unknown>[] = [];
    await renderHistory(queries);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'custom');
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2030-01-01');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2030-03-01');
    const asked = queries.length;
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a range of at most 31 days.');
    expect(queries).toHaveLength(asked);
    expect((from as HTMLInputElement).value).toBe('2030-01-01');
  });

  it("opens a record's detail in a dialog", async () => {
    const user = userEvent.setup();
    await renderHistory();
    await user.click(screen.getByRole('button', { name: 'Details of T1' }));
    const dialog = screen.getByRole('dialog', { name: 'Transaction detail' });
    expect(within(dialog).getByText('First deposit')).toBeDefined();
    expect(within(dialog).getByText('Deposit')).toBeDefined();
    expect(within(dialog).getByText('₫105,000')).toBeDefined();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
