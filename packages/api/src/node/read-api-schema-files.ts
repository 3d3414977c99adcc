import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { API_SCHEMA_DIR, COMMON_FILE, API_META_FILES, API_SCHEMA_FILE } from './paths.js';

/** One parsed JSON file of schemas/api/. */
export interface ApiSchemaFile {
  /** File name inside schemas/api/, e.g. `system.json`. */
  name: string;
  json: Record<string, unknown>;
}

function readJson(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(API_SCHEMA_DIR, name), 'utf8')) as Record<string, unknown>;
}

/** Every endpoint file (all `*.json` except the format and the shared shapes), sorted by name. */
export function readEndpointFiles(): ApiSchemaFile[] {
  const skip: readonly string[] = API_META_FILES;
  return readdirSync(API_SCHEMA_DIR)
    .filter((name) => name.endsWith('.json') && !skip.includes(name))
    .sort()
    .map((name) => ({ name, json: readJson(name) }));
}

export function readCommonFile(): ApiSchemaFile {
  return { name: COMMON_FILE, json: readJson(COMMON_FILE) };
}

export function readApiSchema(): ApiSchemaFile {
  return { name: API_SCHEMA_FILE, json: readJson(API_SCHEMA_FILE) };
}
