/**
 * A failure limit over a sliding window: the failure that makes `max` within `windowMs` locks the
 * key for `lockMs`. Used for sign-in lockout and the password-check relay
 * (docs/product/accounts.md#what-the-mock-enforces).
 */
export interface AttemptLimit {
  max: number;
  windowMs: number;
  lockMs: number;
}

interface AttemptRecord {
  /** Failure times (epoch ms) within the window. */
  failures: number[];
  /** Epoch ms until which the key is refused; null when it is not. */
  lockedUntil: number | null;
}

/** Failures and locks by key (a lower-cased username). */
export type AttemptRecords = Map<string, AttemptRecord>;

/** Milliseconds the key stays refused; 0 when it is not locked (an ended lock is forgotten). */
export function lockedFor(records: AttemptRecords, key: string, now: Date): number {
  const record = records.get(key);
  if (record?.lockedUntil == null) return 0;
  const left = record.lockedUntil - now.getTime();
  if (left > 0) return left;
  records.delete(key);
  return 0;
}

/** Counts one failure; answers the lock's length when this failure locks the key, else 0. */
export function recordFailure(
  records: AttemptRecords,
  key: string,
  limit: AttemptLimit,
  now: Date,
): number {
  const at = now.getTime();
  const record = records.get(key) ?? { failures: [], lockedUntil: null };
  record.failures = [...record.failures.filter((t) => at - t < limit.windowMs), at];
  if (record.failures.length >= limit.max) {
    record.failures = [];
    record.lockedUntil = at + limit.lockMs;
  }
  records.set(key, record);
  return record.lockedUntil === null ? 0 : record.lockedUntil - at;
}

/** Forgets the key's failures (a success, or a new password). */
export function clearFailures(records: AttemptRecords, key: string): void {
  records.delete(key);
}
