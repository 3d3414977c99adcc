import { describe, expect, it } from 'vitest';
import { periodQuery, rangeError, today } from './report-range.js';

describe('report periods', () => {
  it('send a period type, or the two days of a picked range', () => {
    expect(periodQuery({ period: 'Weekly', startDate: '', endDate: '' })).toEqual({
      periodType: 'Weekly',
    });
    expect(
      periodQuery({ period: 'range', startDate: '2026-01-01', endDate: '2026-01-31' }),
    ).toEqual({ startDate: '2026-01-01', endDate: '2026-01-31' });
  });

  it('refuse a range that is incomplete, upside down or longer than 92 days', () => {
    const range = (startDate: string, endDate: string) =>
      rangeError({ period: 'range', startDate, endDate });
    expect(range('', '2026-01-01')).toBe('agent.filters.rangeMissing');
    expect(range('2026-02-02', '2026-02-01')).toBe('agent.filters.rangeOrder');
    expect(range('2026-01-01', '2026-04-03')).toBe('agent.filters.rangeTooLong');
    expect(range('2026-01-01', '2026-04-02')).toBeNull();
    expect(rangeError({ period: 'Daily', startDate: '', endDate: '' })).toBeNull();
  });

  it('count today in UTC', () => {
    expect(today(new Date('2026-03-01T23:30:00-05:00'))).toBe('2026-03-02');
  });
});
