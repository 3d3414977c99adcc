/**
 * Readers for backend answers whose shape varies between backend generations: each returns the
 * first field of the wanted kind among the names given, so an adapter states every name a field
 * is known by in one place.
 */
export type RawRecord = Readonly<Record<string, unknown>>;

export function isRecord(value: unknown): value is RawRecord {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The record itself, or an empty one for anything else. */
export function asRecord(value: unknown): RawRecord {
  return isRecord(value) ? value : {};
}

/** The first of `names` holding a string. */
export function firstString(record: RawRecord, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = record[name];
    if (typeof value === 'string') return value;
  }
  return undefined;
}

/** The first of `names` holding a finite number, or a string that is one ("12.5"). */
export function firstNumber(record: RawRecord, ...names: string[]): number | undefined {
  for (const name of names) {
    const value = record[name];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
      return Number(value);
    }
  }
  return undefined;
}

/** The first of `names` holding a boolean, or 0/1 and "true"/"false" as some backends send. */
export function firstBoolean(record: RawRecord, ...names: string[]): boolean | undefined {
  for (const name of names) {
    const value = record[name];
    if (typeof value === 'boolean') return value;
    if (value === 1 || value === '1' || value === 'true') return true;
    if (value === 0 || value === '0' || value === 'false') return false;
  }
  return undefined;
}

/** The first of `names` holding an array. */
export function firstArray(record: RawRecord, ...names: string[]): readonly unknown[] | undefined {
  for (const name of names) {
    const value = record[name];
    if (Array.isArray(value)) return value as readonly unknown[];
  }
  return undefined;
}
