import { join } from 'node:path';
import { classifyTenantFile, SCHEMA_NAME } from '@wl/tenant-config';
import { format, resolveConfig } from 'prettier';
import { laidOutJson, objectLayout } from './json-layout.js';

/** The editor hint a file of this path gets: '../../schemas/tenant/page.schema.json' for a page. */
export function schemaHintFor(file: string): string | undefined {
  const kind = classifyTenantFile(file)?.kind;
  if (kind === undefined) return undefined;
  const up = '../'.repeat(file.split('/').length + 1);
  return `${up}schemas/tenant/${SCHEMA_NAME[kind]}.schema.json`;
}

/**
 * A tenant file's text as the repository writes JSON: the `$schema` hint first (the one the file
 * had, else the standard one), then prettier with the repository's settings. An object the file's
 * current text (`before`) writes on one line stays on one line and one it expands stays expanded,
 * so a save changes only the lines of what changed; a new object starts on one line in a list
 * (prettier expands it when it does not fit) and expanded elsewhere, as the repository's files
 * are; arrays that fit on a line are put on one.
 */
export async function jsonFileText(
  tenantsDir: string,
  file: string,
  value: Record<string, unknown>,
  hint: string | undefined,
  before?: string,
): Promise<string> {
  const schema = hint ?? schemaHintFor(file);
  const withHint = schema === undefined ? value : { $schema: schema, ...value };
  const path = join(tenantsDir, 'tenant', file);
  const options = (await resolveConfig(path)) ?? {};
  const layout = before === undefined ? new Map<string, boolean>() : objectLayout(before);
  return format(laidOutJson(withHint, layout), { ...options, parser: 'json', filepath: path });
}
