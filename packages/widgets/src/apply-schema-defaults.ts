/**
 * Fills a section's missing top-level settings from its widget schema's `default` values.
 * Deliberately simple (no validator in the browser): tenant:check validates settings at build
 * time, the renderer only needs the defaults.
 */
export function applySchemaDefaults(
  schema: Record<string, unknown> | undefined,
  settings: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...settings };
  const properties = schema?.['properties'];
  if (!properties || typeof properties !== 'object') return out;
  for (const [key, property] of Object.entries(properties)) {
    if (out[key] !== undefined || !property || typeof property !== 'object') continue;
    if (!('default' in property)) continue;
    out[key] = structuredClone((property as { default: unknown }).default);
  }
  return out;
}
