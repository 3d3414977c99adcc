import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time.js';

// Midday UTC: the same calendar day in every time zone a test machine runs in.
const MAY_SECOND = '2024-05-02T12:00:00.000Z';

describe('formatDateTime', () => {
  it("writes a short date-time in the language's order, with the full year", () => {
    expect(formatDateTime(MAY_SECOND, 'VI', 'short')).toContain('02/05/2024');
    expect(formatDateTime(MAY_SECOND, 'EN', 'short')).toContain('05/02/2024');
    expect(formatDateTime(MAY_SECOND, 'CN', 'short')).toContain('2024/05/02');
    expect(formatDateTime(MAY_SECOND, 'VI', 'short')).not.toMatch(/\/24\b/);
  });

  it('spells the month in the long style', () => {
    expect(formatDateTime(MAY_SECOND, 'VI')).toContain('tháng\u00a05,\u00a02024');
    expect(formatDateTime(MAY_SECOND, 'EN')).toContain('May\u00a02,\u00a02024');
  });

  it('writes the long style in Vietnamese as it is said: the time, "ngày", then the date', () => {
    expect(formatDateTime(MAY_SECOND, 'VI')).toMatch(
      /^\d\d:\d\d\u00a0ngày\u00a0\d{1,2}\u00a0tháng\u00a05,\u00a02024$/,
    );
  });

  it('keeps a date on one line: no breaking space in either style', () => {
    for (const style of ['long', 'short'] as const)
      expect(formatDateTime(MAY_SECOND, 'VI', style)).not.toMatch(/[ \u202f]/);
  });

  it('gives null for a value that is not a date', () => {
    expect(formatDateTime('soon', 'EN')).toBeNull();
  });
});
