/** Times of seeded records, relative to the seeding instant (docs/product/money.md#the-ledger). */
import { isoDay } from './ledger.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An instant of the seeding day minus `daysAgo`. One later today than the seeding is moved to the
 * last minutes before it, keeping its order among the others, so the seeded movements replay in
 * the same order whatever the time of day.
 */
export function seededInstant(now: Date, daysAgo: number, at: string): Date {
  const day = isoDay(new Date(now.getTime() - daysAgo * DAY_MS));
  const t = Date.parse(`${day}T${at}.000Z`);
  const latest = now.getTime() - 1000;
  if (t <= latest) return new Date(t);
  const dayEnd = Date.parse(`${day}T00:00:00.000Z`) + DAY_MS;
  return new Date(latest - Math.ceil((dayEnd - t) / 1000));
}
