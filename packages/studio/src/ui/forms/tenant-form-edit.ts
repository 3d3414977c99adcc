import { isPlainObject } from '@wl/tenant-config';

type Node = Record<string, unknown>;

/**
 * `tenant.json` as its generated form changed it, without the modules the form only filled in:
 * the form shows a module no file names as on (it is), and reports it as `true` once any field
 * changes; the file keeps naming only the modules it named or the operator switched.
 */
export function tenantFormEdit(before: unknown, next: Node): Node {
  const named = isPlainObject(before) && isPlainObject(before.modules) ? before.modules : {};
  if (!isPlainObject(next.modules)) return next;
  const modules = Object.fromEntries(
    Object.entries(next.modules).filter(([id, on]) => id in named || on !== true),
  );
  return { ...next, modules };
}
