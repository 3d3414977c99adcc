import { describe, expect, it } from 'vitest';
import { toXlsx } from './xlsx.js';

describe('Excel workbook of a report', () => {
  it('is an .xlsx file (a zip) holding every row', async () => {
    const blob = await toXlsx(
      {
        title: 'Team betting 2026-03-01 2026-03-31',
        columns: [
          { header: 'Member', type: 'text' },
          { header: 'Valid bets', type: 'amount' },
          { header: 'Time', type: 'date' },
        ],
        rows: [
          ['Nguyễn', 1234.5, new Date('2026-03-04T09:05:07Z')],
          ['王小明', -3, null],
        ],
      },
      2,
    );
    const bytes = await new Promise<Uint8Array>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.onerror = () => reject(new Error('unreadable'));
      reader.readAsArrayBuffer(blob);
    });
    // "PK": a zip archive, as every .xlsx is.
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]);
    expect(bytes.length).toBeGreaterThan(1000);
  });
});
