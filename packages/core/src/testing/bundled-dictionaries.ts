import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BundledLanguage, LocaleDictionary } from '@wl/tenant-config';

export const LOCALES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../locales');

/** A bundled dictionary as shipped in packages/core/locales (file names are lower case). */
export function bundledDictionary(lng: BundledLanguage): LocaleDictionary {
  return JSON.parse(
    readFileSync(join(LOCALES_DIR, `${lng.toLowerCase()}.json`), 'utf8'),
  ) as LocaleDictionary;
}

/** Every bundled dictionary by language, as `initI18n` takes them in `resources`. */
export function bundledDictionaries(): Record<BundledLanguage, LocaleDictionary> {
  return {
    VI: bundledDictionary('VI'),
    EN: bundledDictionary('EN'),
    CN: bundledDictionary('CN'),
    TW: bundledDictionary('TW'),
  };
}
