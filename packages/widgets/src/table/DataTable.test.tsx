import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-support/render-with-providers.js';
import type { DataColumn } from './columns.js';
import { DataTable } from './DataTable.js';

interface Player {
  name: string;
  stake: number;
}

const players: Player[] = [
  { name: 'Binh', stake: 30 },
  { name: 'An', stake: 10 },
  { name: 'Chi', stake: 20 },
];

const columns: DataColumn<Player>[] = [
  { id: 'name', header: 'Name', cell: (p) => p.name, sortValue: (p) => p.name, total: 'Total' },
  {
    id: 'stake',
    header: 'Stake',
    cell: (p) => `₫${p.stake}K`,
    sortValue: (p) => p.stake,
    align: 'end',
    total: '₫60K',
  },
];

const names = (): string[] =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1, -1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent ?? '');

describe('DataTable', () => {
  it('is a table named by its caption with column headers', async () => {
    await renderWithProviders(
      <DataTable label="Stakes" columns={columns} rows={players} rowKey={(p) => p.name} />,
      { language: 'EN' },
    );
    const table = screen.getByRole('table', { name: 'Stakes' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.getAttribute('scope'))).toEqual(['col', 'col']);
    expect(names()).toEqual(['Binh', 'An', 'Chi']);
  });

  it('sorts by a header button and says the order in aria-sort', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <DataTable label="Stakes" columns={columns} rows={players} rowKey={(p) => p.name} />,
      { language: 'EN' },
    );
    const stake = screen.getByRole('columnheader', { name: /Stake/ });
    expect(stake.getAttribute('aria-sort')).toBe('none');
    await user.click(within(stake).getByRole('button'));
    expect(stake.getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['An', 'Chi', 'Binh']);
    await user.click(within(stake).getByRole('button'));
    expect(stake.getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Binh', 'Chi', 'An']);
  });

  it('asks the server for another order and shows the order it was given', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    const serverColumns = columns.map((c) => ({ ...c, serverSortable: c.id === 'stake' }));
    await renderWithProviders(
      <DataTable
        label="Stakes"
        columns={serverColumns}
        rows={players}
        rowKey={(p) => p.name}
        sorting={{ sort: { id: 'stake', desc: true }, onSort }}
      />,
      { language: 'EN' },
    );
    const stake = screen.getByRole('columnheader', { name: /Stake/ });
    expect(stake.getAttribute('aria-sort')).toBe('descending');
    // The rows stay in the server's order; only the server sorts them.
    expect(names()).toEqual(['Binh', 'An', 'Chi']);
    expect(
      within(screen.getByRole('columnheader', { name: /Name/ })).queryByRole('button'),
    ).toBeNull();
    await user.click(within(stake).getByRole('button'));
    expect(onSort).toHaveBeenCalledWith(null);
  });

  it('ends with a totals row of the columns that have a total', async () => {
    await renderWithProviders(
      <DataTable label="Stakes" columns={columns} rows={players} rowKey={(p) => p.name} />,
      { language: 'EN' },
    );
    const totals = screen.getByTestId('table-totals');
    expect(totals.closest('tfoot')).not.toBeNull();
    expect(within(totals).getByRole('rowheader').textContent).toBe('Total');
    expect(totals.textContent).toContain('₫60K');
  });

  it('pages the rows it holds and changes the page size', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <DataTable
        label="Stakes"
        columns={columns}
        rows={players}
        rowKey={(p) => p.name}
        paging={{ pageSize: 2, pageSizes: [2, 5] }}
      />,
      { language: 'EN' },
    );
    expect(names()).toEqual(['Binh', 'An']);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager.textContent).toContain('Page 1 of 2');
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(names()).toEqual(['Chi']);
    await user.selectOptions(screen.getByLabelText('Rows per page'), '5');
    expect(names()).toEqual(['Binh', 'An', 'Chi']);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('asks the server for another page and shows the rows it is given', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    await renderWithProviders(
      <DataTable
        label="Stakes"
        columns={columns}
        rows={players}
        rowKey={(p) => p.name}
        paging={{ page: 2, pages: 3, onPage }}
      />,
      { language: 'EN' },
    );
    expect(names()).toEqual(['Binh', 'An', 'Chi']);
    expect(screen.getByText('Page 2 of 3')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });

  it('turns rows into label: value cards on phones', async () => {
    await renderWithProviders(
      <DataTable label="Stakes" columns={columns} rows={players} rowKey={(p) => p.name} />,
      { language: 'EN' },
    );
    const table = screen.getByRole('table');
    expect(table.className).toContain('max-sm:block');
    const [first] = within(table).getAllByRole('cell');
    expect(first!.getAttribute('data-label')).toBe('Name');
    expect(first!.className).toContain('max-sm:before:content-[attr(data-label)]');
    // The label is drawn by CSS, so the cell's text stays its value.
    expect(first!.textContent).toBe('Binh');
  });
});
