import { describe, expect, it } from 'vitest';
import { quickRange, rangeProblem } from './day-range.js';

const now = new Date('2030-05-15T23:30:00.000Z');

describe('quickRange', () => {
  it('counts UTC days back from today, both ends included', () => {
    expect(quickRange('today', now)).toEqual({ startDate: '2030-05-15', endDate: '2030-05-15' });
    expect(quickRange('yesterday', now)).toEqual({
      startDate: '2030-05-14',
      endDate: '2030-05-14',
    });
    expect(quickRange('last7', now)).toEqual({ startDate: '2030-05-09', endDate: '2030-05-15' });
    expect(quickRange('last30', now)).toEqual({ startDate: '2030-04-16', endDate: '2030-05-15' });
  });
});

describe('rangeProblem', () => {
  it('accepts a range up to 31 days apart', () => {
    expect(rangeProblem({ startDate: '2030-04-14', endDate: '2030-05-15' })).toBeNull();
    expect(rangeProblem({ startDate: '2030-05-15', endDate: '2030-05-15' })).toBeNull();
  });

  it('refuses a range over 31 days apart, a reversed one and a missing day', () => {
    expect(rangeProblem({ startDate: '2030-04-13', endDate: '2030-05-15' })).toBe('tooWide');
    expect(rangeProblem({ startDate: '2030-05-16', endDate: '2030-05-15' })).toBe('reversed');
    expect(rangeProblem({ startDate: '', endDate: '2030-05-15' })).toBe('missing');
  });
});
