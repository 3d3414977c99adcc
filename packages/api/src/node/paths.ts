import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';

/** The workspace root, found from this file's location (packages/api/src/node/). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Folder holding the API schema files. */
export const API_SCHEMA_DIR = join(REPO_ROOT, 'schemas', 'api');

/** Files in schemas/api/ that are not endpoint files. */
export const API_META_FILES = ['api.schema.json', 'common.json'] as const;

export const API_SCHEMA_FILE = 'api.schema.json';
export const COMMON_FILE = 'common.json';
