import { isPlainObject } from '@wl/tenant-config';

function equalJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => equalJson(item, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => key in b && equalJson(a[key], b[key]))
    );
  }
  return false;
}

/**
 * The smallest override that, merged over `base` by the tenant merge rule (objects key by key,
 * arrays and values replace), gives `value`; undefined when `value` adds nothing. A key `base`
 * has and `value` lacks cannot be expressed by an override and stays inherited.
 */
export function minimalOverride(base: unknown, value: unknown): unknown {
  if (isPlainObject(base) && isPlainObject(value)) {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, minimalOverride(base[key], item)] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length === 0 ? undefined : Object.fromEntries(entries);
  }
  return equalJson(base, value) ? undefined : value;
}

/**
 * The override a file already holds, changed as little as it can be to give `value`: keys the
 * operator wrote keep their place (even when they repeat `_default`), keys that now differ are
 * updated, keys that no longer matter go, new ones are added minimal (`minimalOverride`).
 */
export function updatedOverride(own: unknown, base: unknown, value: unknown): unknown {
  if (own === undefined) return minimalOverride(base, value);
  if (isPlainObject(own) && isPlainObject(value)) {
    const baseObject = isPlainObject(base) ? base : {};
    const keys = [
      ...Object.keys(own).filter((key) => key in value),
      ...Object.keys(value).filter((key) => !(key in own)),
    ];
    const entries = keys
      .map((key) => [key, updatedOverride(own[key], baseObject[key], value[key])] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length === 0 ? undefined : Object.fromEntries(entries);
  }
  return equalJson(own, value) ? own : minimalOverride(base, value);
}

export { equalJson };
