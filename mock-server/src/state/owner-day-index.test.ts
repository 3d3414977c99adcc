import { describe, expect, it } from 'vitest';
import { ownerDayIndex, OwnerDayIndex, type IndexView } from './owner-day-index.js';
import { mulberry32 } from './seeded-random.js';

interface Item {
  id: number;
  owner: string;
  time: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const START = Date.parse('2026-01-01T00:00:00.000Z');

/** Items of a few owners over 20 days, posted out of time order. */
function items(count: number, seed: number, firstId = 0): Item[] {
  const random = mulberry32(seed);
  return Array.from({ length: count }, (_, i) => ({
    id: firstId + i,
    owner: `u${Math.floor(random() * 6)}`,
    time: new Date(START + Math.floor(random() * 20 * DAY_MS)).toISOString(),
  }));
}

/** The simple computation the index replaces: a scan of the whole list. */
function scan(list: readonly Item[], owner: string, startDate: string, endDate: string): Item[] {
  return list
    .filter((i) => i.owner === owner)
    .filter((i) => i.time.slice(0, 10) >= startDate && i.time.slice(0, 10) <= endDate)
    .sort((a, b) => a.time.localeCompare(b.time) || a.id - b.id);
}

const day = (n: number): string => new Date(START + n * DAY_MS).toISOString().slice(0, 10);

describe('OwnerDayIndex', () => {
  it('finds the same records as a scan of the list, for every owner and range', () => {
    const list = items(400, 7);
    const index = new OwnerDayIndex(list);
    for (const owner of ['u0', 'u3', 'u5', 'nobody']) {
      for (const [from, to] of [
        [0, 19],
        [3, 3],
        [5, 11],
        [19, 25],
        [-5, -1],
      ] as const) {
        expect(index.inDays(owner, { startDate: day(from), endDate: day(to) })).toEqual(
          scan(list, owner, day(from), day(to)),
        );
      }
    }
  });

  it('takes in records appended after it was first read, wherever their time falls', () => {
    const list = items(50, 11);
    const index = new OwnerDayIndex(list);
    const range = { startDate: day(2), endDate: day(15) };
    expect(index.inDays('u1', range)).toEqual(scan(list, 'u1', range.startDate, range.endDate));
    list.push(...items(80, 12, 50));
    for (const owner of ['u0', 'u1', 'u2']) {
      expect(index.inDays(owner, range)).toEqual(scan(list, owner, range.startDate, range.endDate));
    }
  });

  it('is kept per list: the same list gives the same index, another list its own', () => {
    const a = items(10, 1);
    const b = items(10, 2);
    expect(ownerDayIndex(a)).toBe(ownerDayIndex(a));
    expect(ownerDayIndex(a)).not.toBe(ownerDayIndex(b));
  });

  it('holds only the records of its view, as a filtered scan finds them', () => {
    const list = items(300, 5);
    const even: IndexView<Item> = { name: 'even', keep: (i) => i.id % 2 === 0 };
    const index = ownerDayIndex(list, even);
    expect(index).not.toBe(ownerDayIndex(list));
    const range = { startDate: day(0), endDate: day(19) };
    for (const owner of ['u0', 'u4']) {
      expect(index.inDays(owner, range)).toEqual(
        scan(list, owner, range.startDate, range.endDate).filter((i) => i.id % 2 === 0),
      );
    }
  });
});
