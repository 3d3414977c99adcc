/**
 * The default pages the features ship (`packages/features/src/<feature>/pages/<name>.json`), read as
 * text so the tenant check reads them as it reads a tenant's files. Node only.
 * docs/architecture.md#a-features-routes-and-default-pages
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DefaultPage } from '@wl/tenant-config';
import { ALL_FEATURES } from '../all-features.js';

const FEATURES_DIR = dirname(dirname(fileURLToPath(import.meta.url)));
const REPOSITORY_ROOT = join(FEATURES_DIR, '../../..');

/** Every page in the `pages/` folder of every feature, in feature order. */
export function featureDefaultPages(): DefaultPage[] {
  return ALL_FEATURES.flatMap((feature) => {
    const dir = join(FEATURES_DIR, feature.id, 'pages');
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => ({
        name: name.slice(0, -'.json'.length),
        file: relative(REPOSITORY_ROOT, join(dir, name)).split('\\').join('/'),
        text: readFileSync(join(dir, name), 'utf8'),
      }));
  });
}
