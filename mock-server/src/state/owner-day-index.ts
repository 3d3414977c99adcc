/**
 * Records of one list (bets, ledger entries) by owner, each owner's in time order, so a report
 * reads only the team's records of its days instead of scanning the whole list
 * (docs/performance.md#large-teams). The list only ever grows at its end (records are never
 * removed or reordered; a status may change, and is read at query time): the index follows it,
 * taking in the records added since it last looked.
 */
import type { DayRange } from './report-range.js';

interface Owned {
  /** Lower-cased username. */
  owner: string;
  /** ISO time; its first ten characters are the UTC day. */
  time: string;
}

export class OwnerDayIndex<T extends Owned> {
  readonly #list: readonly T[];
  readonly #keep: (record: T) => boolean;
  readonly #byOwner = new Map<string, T[]>();
  #indexed = 0;

  /** `keep`: which records the index holds (decided once per record: on what never changes). */
  constructor(list: readonly T[], keep: (record: T) => boolean = () => true) {
    this.#list = list;
    this.#keep = keep;
  }

  #catchUp(): void {
    for (; this.#indexed < this.#list.length; this.#indexed += 1) {
      const record = this.#list[this.#indexed]!;
      if (!this.#keep(record)) continue;
      let own = this.#byOwner.get(record.owner);
      if (!own) this.#byOwner.set(record.owner, (own = []));
      // Usually the newest: walk back from the end only past later records.
      let at = own.length;
      while (at > 0 && own[at - 1]!.time > record.time) at -= 1;
      own.splice(at, 0, record);
    }
  }

  /** The owner's records whose UTC day is within the range, oldest first (list order on ties). */
  inDays(owner: string, range: DayRange): readonly T[] {
    const out: T[] = [];
    this.eachInDays(owner, range, (record) => out.push(record));
    return out;
  }

  /** Calls `visit` with each of the owner's records of the range, oldest first, copying nothing. */
  eachInDays(owner: string, range: DayRange, visit: (record: T) => void): void {
    this.#catchUp();
    const own = this.#byOwner.get(owner);
    if (!own) return;
    // Every time of the end day sorts before its day followed by a character above 'T'.
    const to = firstAtOrAfter(own, `${range.endDate}U`);
    for (let at = firstAtOrAfter(own, range.startDate); at < to; at += 1) visit(own[at]!);
  }
}

/** Index of the first record whose time is not before `time` (binary search). */
function firstAtOrAfter(records: readonly Owned[], time: string): number {
  let low = 0;
  let high = records.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (records[mid]!.time < time) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** A part of a list an index holds, named so that each part has one index per list. */
export interface IndexView<T> {
  name: string;
  keep: (record: T) => boolean;
}

const ALL: IndexView<Owned> = { name: 'all', keep: () => true };

const indexes = new WeakMap<readonly Owned[], Map<string, OwnerDayIndex<Owned>>>();

/** The index of a list (or of a view of it), made on first use and kept as long as the list lives. */
export function ownerDayIndex<T extends Owned>(
  list: readonly T[],
  view: IndexView<T> = ALL,
): OwnerDayIndex<T> {
  let views = indexes.get(list);
  if (!views) indexes.set(list, (views = new Map<string, OwnerDayIndex<Owned>>()));
  let index = views.get(view.name) as OwnerDayIndex<T> | undefined;
  if (!index) {
    index = new OwnerDayIndex(list, view.keep);
    views.set(view.name, index as unknown as OwnerDayIndex<Owned>);
  }
  return index;
}
