/**
 * The dictionaries the app ships: the core dictionary (generic widgets and the runtime) with every
 * feature's own texts (its `locales.json`, one dictionary per language) merged over it, in the
 * order of ALL_FEATURES. Node only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BUNDLED_LANGUAGES,
  deepMerge,
  type BundledLanguage,
  type LocaleDictionary,
} from '@wl/tenant-config';
import { ALL_FEATURES } from '../all-features.js';

const require = createRequire(import.meta.url);

/** A dictionary and who ships it (`core` or `feature <id>`), for error messages. */
export interface DictionarySource {
  owner: string;
  dictionary: LocaleDictionary;
}

function readDictionary(path: string): LocaleDictionary {
  return JSON.parse(readFileSync(path, 'utf8')) as LocaleDictionary;
}

const FEATURES_DIR = dirname(dirname(fileURLToPath(import.meta.url)));

/**
 * Path of a feature's texts, `packages/features/src/<id>/locales.json`: one dictionary per bundled
 * language under its lower-case code (`{ "vi": {…}, "en": {…}, "cn": {…}, "tw": {…} }`).
 */
export function featureLocalesPath(featureId: string): string {
  return join(FEATURES_DIR, featureId, 'locales.json');
}

/** A feature's dictionary of one language, or undefined when the feature has no texts. */
export function featureDictionary(
  featureId: string,
  lng: BundledLanguage,
): LocaleDictionary | undefined {
  const path = featureLocalesPath(featureId);
  if (!existsSync(path)) return undefined;
  const byLanguage = readDictionary(path);
  const dictionary = byLanguage[lng.toLowerCase()];
  if (typeof dictionary !== 'object')
    throw new Error(`${path} has no "${lng.toLowerCase()}" texts`);
  return dictionary;
}

/** The core dictionary of a language (header, footer, chunks, routes, common, errors, …). */
export function coreDictionary(lng: BundledLanguage): LocaleDictionary {
  return readDictionary(require.resolve(`@wl/core/locales/${lng.toLowerCase()}.json`));
}

/** Every dictionary of a language in merge order: core first, then each feature with texts. */
export function dictionarySources(lng: BundledLanguage): DictionarySource[] {
  const sources: DictionarySource[] = [{ owner: 'core', dictionary: coreDictionary(lng) }];
  for (const feature of ALL_FEATURES) {
    const dictionary = featureDictionary(feature.id, lng);
    if (dictionary) sources.push({ owner: `feature ${feature.id}`, dictionary });
  }
  return sources;
}

/** Every text of a dictionary by its dotted key (`status.blocked.title`, …). */
export function flattenDictionary(dictionary: LocaleDictionary, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(dictionary)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flattenDictionary(value, path)) entries.set(inner, text);
  }
  return entries;
}

/**
 * Merges dictionaries in order. Throws when two of them define the same text, or one defines a
 * text where another has a group of texts (or the reverse).
 */
export function mergeDictionaries(sources: readonly DictionarySource[]): LocaleDictionary {
  const owners = new Map<string, string>();
  for (const { owner, dictionary } of sources) {
    for (const key of flattenDictionary(dictionary).keys()) {
      const clash = [...owners.keys()].find(
        (known) => known === key || known.startsWith(`${key}.`) || key.startsWith(`${known}.`),
      );
      if (clash !== undefined) {
        throw new Error(`${owner} redefines "${key}" (already "${clash}" of ${owners.get(clash)})`);
      }
      owners.set(key, owner);
    }
  }
  return sources.reduce<LocaleDictionary>(
    (merged, { dictionary }) => deepMerge(merged, dictionary),
    {},
  );
}

const merged = new Map<BundledLanguage, LocaleDictionary>();

/** The dictionary of a bundled language as the app ships it (read once). */
export function appDictionary(lng: BundledLanguage): LocaleDictionary {
  let dictionary = merged.get(lng);
  if (!dictionary) {
    dictionary = mergeDictionaries(dictionarySources(lng));
    merged.set(lng, dictionary);
  }
  return dictionary;
}

/** Every bundled language's app dictionary, as `initI18n` takes them in `resources`. */
export function appDictionaries(): Record<BundledLanguage, LocaleDictionary> {
  return Object.fromEntries(BUNDLED_LANGUAGES.map((lng) => [lng, appDictionary(lng)])) as Record<
    BundledLanguage,
    LocaleDictionary
  >;
}
