import { describe, expect, it } from 'vitest';
import { addTierRow, editTierRow, readTiers, removeTierRow, toRows } from './tier-rows.js';

const own = [
  { threshold: 0, rate: 1 },
  { threshold: 1_000_000, rate: 2 },
];

describe('readTiers', () => {
  it('reads the typed tiers of an offer within the agent’s own rate', () => {
    const rows = toRows(own).map((row) => ({ ...row, rate: '0.8' }));
    expect(readTiers(rows, own, 0)).toEqual({
      tiers: [
        { threshold: 0, rate: 0.8 },
        { threshold: 1_000_000, rate: 0.8 },
      ],
      problems: [null, null],
    });
  });

  it('names what is wrong with each row: empty, not a number, out of order, 0 %, above the own rate', () => {
    const { tiers, problems } = readTiers(
      [
        { threshold: '0', rate: '1' },
        { threshold: '', rate: '1' },
        { threshold: '10', rate: '-1' },
        { threshold: '2000000', rate: '2.01' },
        { threshold: '1500000', rate: '1' },
        { threshold: '3000000', rate: '0' },
        { threshold: '4000000', rate: '2' },
      ],
      own,
      0,
    );
    expect(problems).toEqual([null, 'required', 'number', 'aboveOwn', 'order', 'zero', null]);
    expect(tiers).toEqual([
      { threshold: 0, rate: 1 },
      { threshold: 4_000_000, rate: 2 },
    ]);
  });

  it('refuses descending thresholds, one that does not start at 0, and amounts beyond the currency', () => {
    const read = (thresholds: string[], minorUnits = 0) =>
      readTiers(
        thresholds.map((threshold) => ({ threshold, rate: '1' })),
        own,
        minorUnits,
      ).problems;
    expect(read(['0', '2000', '1000'])).toEqual([null, null, 'order']);
    expect(read(['5'])).toEqual(['order']);
    expect(read(['0', '1e30'])).toEqual([null, 'amount']);
    expect(read(['0', '10.5'])).toEqual([null, 'amount']);
    expect(read(['0', '10.5'], 2)).toEqual([null, null]);
  });
});

describe('addTierRow and removeTierRow', () => {
  it('adds an empty row at the end and removes the one asked', () => {
    const rows = addTierRow(toRows(own));
    expect(rows).toHaveLength(3);
    expect(rows[2]).toEqual({ threshold: '', rate: '' });
    expect(removeTierRow(rows, 1)).toEqual([
      { threshold: '0', rate: '1' },
      { threshold: '', rate: '' },
    ]);
  });
});

describe('editTierRow', () => {
  it('changes the one figure typed and leaves the typed rows as they were', () => {
    const rows = toRows(own);
    const next = editTierRow(rows, 1, 'rate', '1.8');
    expect(next).toEqual([
      { threshold: '0', rate: '1' },
      { threshold: '1000000', rate: '1.8' },
    ]);
    expect(rows[1]).toEqual({ threshold: '1000000', rate: '2' });
    expect(next[0]).toBe(rows[0]);
  });
});
