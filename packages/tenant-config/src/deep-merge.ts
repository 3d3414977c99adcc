/** A value with every nested object key optional; arrays are replaced whole, so they stay as they are. */
export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

export type PlainObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The tenant merge rule: objects merge key by key, arrays and scalars (null included) replace.
 * `undefined` means "not set" and keeps the base. Neither input is modified.
 */
export function deepMerge<T>(base: T, override: DeepPartial<T> | undefined): T;
export function deepMerge(base: unknown, override: unknown): unknown;
export function deepMerge(base: unknown, override: unknown): unknown {
  if (override === undefined) return clone(base);
  if (!isPlainObject(base) || !isPlainObject(override)) return clone(override);
  const result: PlainObject = {};
  for (const [key, value] of Object.entries(base)) {
    if (key !== '__proto__') result[key] = clone(value);
  }
  for (const [key, value] of Object.entries(override)) {
    if (key !== '__proto__') result[key] = deepMerge(result[key], value);
  }
  return result;
}

function clone(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clone);
  if (isPlainObject(value)) return deepMerge({}, value);
  return value;
}
