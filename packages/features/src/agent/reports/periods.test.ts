import { describe, expect, it } from 'vitest';
import {
  PERIOD_PRESETS,
  periodQuery,
  presetRange,
  previousDays,
  rangeError,
  today,
  type PeriodPreset,
} from './periods.js';

/** A Wednesday, 4 March 2026, late in the evening in UTC. */
const WEDNESDAY = new Date('2026-03-04T22:30:00Z');
/** A Monday in the second half of January 2026. */
const MONDAY = new Date('2026-01-19T00:05:00Z');

const range = (preset: PeriodPreset, now: Date) => presetRange(preset, now);

describe('report periods', () => {
  it('count the presets from today, current periods up to today', () => {
    expect(range('today', WEDNESDAY)).toEqual({ startDate: '2026-03-04', endDate: '2026-03-04' });
    expect(range('yesterday', WEDNESDAY)).toEqual({
      startDate: '2026-03-03',
      endDate: '2026-03-03',
    });
    expect(range('thisWeek', WEDNESDAY)).toEqual({
      startDate: '2026-03-02',
      endDate: '2026-03-04',
    });
    expect(range('lastWeek', WEDNESDAY)).toEqual({
      startDate: '2026-02-23',
      endDate: '2026-03-01',
    });
    expect(range('thisHalfMonth', WEDNESDAY)).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-04',
    });
    // The second half of February 2026 ends on the 28th.
    expect(range('lastHalfMonth', WEDNESDAY)).toEqual({
      startDate: '2026-02-16',
      endDate: '2026-02-28',
    });
    expect(range('thisMonth', WEDNESDAY)).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-04',
    });
    expect(range('lastMonth', WEDNESDAY)).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-02-28',
    });
  });

  it('start a week on Monday and cross a year back to December', () => {
    expect(range('thisWeek', MONDAY)).toEqual({ startDate: '2026-01-19', endDate: '2026-01-19' });
    expect(range('thisHalfMonth', MONDAY)).toEqual({
      startDate: '2026-01-16',
      endDate: '2026-01-19',
    });
    expect(range('lastHalfMonth', MONDAY)).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-01-15',
    });
    expect(range('lastMonth', MONDAY)).toEqual({ startDate: '2025-12-01', endDate: '2025-12-31' });
  });

  it('give the whole period before each preset and as many days before a range', () => {
    const before = (period: PeriodPreset) =>
      previousDays({ period, startDate: '', endDate: '' }, WEDNESDAY);
    expect(before('today')).toEqual({ startDate: '2026-03-03', endDate: '2026-03-03' });
    expect(before('yesterday')).toEqual({ startDate: '2026-03-02', endDate: '2026-03-02' });
    expect(before('thisWeek')).toEqual({ startDate: '2026-02-23', endDate: '2026-03-01' });
    expect(before('lastWeek')).toEqual({ startDate: '2026-02-16', endDate: '2026-02-22' });
    expect(before('thisHalfMonth')).toEqual({ startDate: '2026-02-16', endDate: '2026-02-28' });
    expect(before('lastHalfMonth')).toEqual({ startDate: '2026-02-01', endDate: '2026-02-15' });
    expect(before('thisMonth')).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(before('lastMonth')).toEqual({ startDate: '2026-01-01', endDate: '2026-01-31' });
    expect(
      previousDays({ period: 'range', startDate: '2026-03-10', endDate: '2026-03-12' }, WEDNESDAY),
    ).toEqual({ startDate: '2026-03-07', endDate: '2026-03-09' });
  });

  it('send the two days of a preset or of a picked range', () => {
    expect(periodQuery({ period: 'thisMonth', startDate: '', endDate: '' }, WEDNESDAY)).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-04',
    });
    expect(
      periodQuery({ period: 'range', startDate: '2026-01-01', endDate: '2026-01-31' }, WEDNESDAY),
    ).toEqual({ startDate: '2026-01-01', endDate: '2026-01-31' });
    // Every preset is a range the reports accept.
    for (const period of PERIOD_PRESETS) {
      expect(rangeError({ period: 'range', ...presetRange(period, WEDNESDAY) })).toBeNull();
    }
  });

  it('refuse a range that is incomplete, upside down or longer than 92 days', () => {
    const picked = (startDate: string, endDate: string) =>
      rangeError({ period: 'range', startDate, endDate });
    expect(picked('', '2026-01-01')).toBe('agent.filters.rangeMissing');
    expect(picked('2026-02-02', '2026-02-01')).toBe('agent.filters.rangeOrder');
    expect(picked('2026-01-01', '2026-04-03')).toBe('agent.filters.rangeTooLong');
    expect(picked('2026-01-01', '2026-04-02')).toBeNull();
    expect(rangeError({ period: 'today', startDate: '', endDate: '' })).toBeNull();
  });

  it('count today in UTC', () => {
    expect(today(new Date('2026-03-01T23:30:00-05:00'))).toBe('2026-03-02');
  });
});
