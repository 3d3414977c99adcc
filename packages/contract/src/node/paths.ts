import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';

/** The workspace root, found from this file's location (packages/contract/src/node/). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Folder holding the contract files. */
export const API_SCHEMA_DIR = join(REPO_ROOT, 'schemas', 'api');

/** Files in schemas/api/ that are not endpoint files. */
export const CONTRACT_META_FILES = ['contract.schema.json', 'common.json'] as const;

export const CONTRACT_SCHEMA_FILE = 'contract.schema.json';
export const COMMON_FILE = 'common.json';
