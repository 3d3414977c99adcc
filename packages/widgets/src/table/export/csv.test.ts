import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.js';
import type { ExportTable } from './export-table.js';

const table = (rows: ExportTable['rows']): ExportTable => ({
  title: 'Team betting',
  columns: [
    { header: 'Member', type: 'text' },
    { header: 'Valid bets', type: 'amount' },
  ],
  rows,
});

describe('CSV of a report', () => {
  it('starts with a byte order mark so spreadsheets read UTF-8 names', () => {
    const csv = toCsv(
      table([
        ['Nguyễn Văn Ánh', 1200],
        ['王小明', 3],
      ]),
    );
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('Member,Valid bets\r\nNguyễn Văn Ánh,1200\r\n王小明,3\r\n');
  });

  it('quotes commas, quotes and line breaks and doubles quotes', () => {
    const csv = toCsv(
      table([
        ['a,b', 1],
        ['say "hi"', 2],
        ['two\nlines', 3],
      ]),
    );
    expect(csv.slice(1).split('\r\n').slice(1, 4)).toEqual([
      '"a,b",1',
      '"say ""hi""",2',
      '"two\nlines",3',
    ]);
  });

  it('writes numbers plain, negative and with decimals, and no number as empty', () => {
    const csv = toCsv(
      table([
        ['x', -1234567.5],
        ['y', 0.1],
        ['z', null],
        ['w', Number.NaN],
      ]),
    );
    expect(csv.slice(1).split('\r\n').slice(1, 5)).toEqual(['x,-1234567.5', 'y,0.1', 'z,', 'w,']);
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    const csv = toCsv(
      table([
        ['=HYPERLINK("x")', 1],
        ['-5 bonus', 2],
        ['@sum', 3],
      ]),
    );
    expect(csv.slice(1).split('\r\n').slice(1, 4)).toEqual([
      `"'=HYPERLINK(""x"")",1`,
      "'-5 bonus,2",
      "'@sum,3",
    ]);
  });

  it('writes a time as the local date and time', () => {
    const time = new Date(2026, 2, 4, 9, 5, 7);
    const csv = toCsv({
      title: 'Income',
      columns: [{ header: 'Time', type: 'date' }],
      rows: [[time]],
    });
    expect(csv.slice(1).split('\r\n')[1]).toBe('2026-03-04 09:05:07');
  });
});
