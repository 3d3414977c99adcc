import { deepMerge, isPlainObject } from './deep-merge.js';
import { classifyTenantFile, withoutSchemaHint } from './tenant-files.js';

/** The section groups of layout.json. */
const LAYOUT_GROUPS = ['header', 'aside', 'footer'] as const;

/** A group of sections without the ones an override removed (set to `null`). */
function withoutRemovedSections(group: unknown): unknown {
  if (!isPlainObject(group) || !isPlainObject(group.sections)) return group;
  const sections = Object.fromEntries(
    Object.entries(group.sections).filter(([, section]) => section !== null),
  );
  return { ...group, sections };
}

/**
 * One tenant file as the tenant sees it: its own copy merged over `_default`'s (objects key by
 * key, arrays and scalars replace; the editor hint left out). In a page and in each layout group,
 * a section the override sets to `null` is removed (tenants/README.md#merge-rule), where
 * `"disabled": true` would only hide it.
 */
export function mergeTenantFile(relPath: string, base: unknown, own: unknown): unknown {
  const merged = withoutSchemaHint(deepMerge(withoutSchemaHint(base), withoutSchemaHint(own)));
  const kind = classifyTenantFile(relPath)?.kind;
  if (kind === 'page') return withoutRemovedSections(merged);
  if (kind === 'layout' && isPlainObject(merged)) {
    const layout = { ...merged };
    for (const group of LAYOUT_GROUPS)
      if (group in layout) layout[group] = withoutRemovedSections(layout[group]);
    return layout;
  }
  return merged;
}
