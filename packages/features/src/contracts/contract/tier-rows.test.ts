import { describe, expect, it } from 'vitest';
import { editTierRow, readTiers, toRows } from './tier-rows.js';

const own = [
  { threshold: 0, rate: 1 },
  { threshold: 1_000_000, rate: 2 },
];

describe('readTiers', () => {
  it('reads the typed tiers of an offer within the agent’s own rate', () => {
    const rows = toRows(own).map((row) => ({ ...row, rate: '1.5' }));
    expect(readTiers(rows, own)).toEqual({
      tiers: [
        { threshold: 0, rate: 1.5 },
        { threshold: 1_000_000, rate: 1.5 },
      ],
      problems: [null, null],
    });
  });

  it('names what is wrong with each row: empty, not a number, above the own top rate', () => {
    const { tiers, problems } = readTiers(
      [
        { threshold: '', rate: '1' },
        { threshold: '10', rate: '-1' },
        { threshold: '20', rate: '2.01' },
        { threshold: '30', rate: '2' },
      ],
      own,
    );
    expect(problems).toEqual(['required', 'number', 'aboveOwn', null]);
    expect(tiers).toEqual([{ threshold: 30, rate: 2 }]);
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
