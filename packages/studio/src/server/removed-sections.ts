import { classifyTenantFile, isPlainObject } from '@wl/tenant-config';

/** A group with `null` for each of `base`'s sections that `value` no longer has. */
function markRemoved(base: unknown, value: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(value)) return value;
  if (!isPlainObject(base.sections) || !isPlainObject(value.sections)) return value;
  const sections: Record<string, unknown> = { ...value.sections };
  for (const id of Object.keys(base.sections)) if (!(id in sections)) sections[id] = null;
  return { ...value, sections };
}

/**
 * An edited page or layout.json as the override must say it: a section inherited from `_default`
 * (or from the feature's page) that the operator removed becomes `null`, which removes it in the
 * merge (tenants/README.md#merge-rule). Other files are returned as they are.
 */
export function withRemovedSections(file: string, base: unknown, value: unknown): unknown {
  const kind = classifyTenantFile(file)?.kind;
  if (kind === 'page') return markRemoved(base, value);
  if (kind !== 'layout' || !isPlainObject(base) || !isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([group, sections]) => [group, markRemoved(base[group], sections)]),
  );
}
