import {
  BUNDLED_LANGUAGES,
  DEFAULT_TENANT_FOLDER,
  isPlainObject,
  LANGUAGE_CODES,
} from '@wl/tenant-config';
import { appDictionary } from '@wl/features/node';
import { readTenantSources } from '@wl/tenant-config/node';
import { flattenTexts, nestTexts } from '../shared/locale-keys.js';
import type { DictionarySource, InterfaceAnswer, InterfaceTexts } from '../shared/studio-api.js';
import { listTenants, type StudioFolder } from './studio-folder.js';

/** The interface's texts by dotted key: the English dictionary the tenant check measures with. */
export function interfaceTexts(folder: StudioFolder): InterfaceTexts {
  return flattenTexts(folder.facts.interfaceDictionary);
}

/**
 * The interface's texts in English, and the keys whose text every bundled dictionary gives alike
 * (a language's own name, a brand, a symbol): a text equal to the English one there is not
 * untranslated.
 */
export function interfaceAnswer(folder: StudioFolder): InterfaceAnswer {
  const english = interfaceTexts(folder);
  const others = BUNDLED_LANGUAGES.filter((lng) => lng !== 'EN').map((lng) =>
    flattenTexts(appDictionary(lng)),
  );
  const neutral = Object.keys(english).filter((key) =>
    others.every((texts) => texts[key] === english[key]),
  );
  return { english, neutral };
}

/** A language no bundled dictionary covers, which a tenant offers only with its own. */
export function needsOwnDictionary(language: string): boolean {
  return (
    (LANGUAGE_CODES as readonly string[]).includes(language) &&
    !(BUNDLED_LANGUAGES as readonly string[]).includes(language)
  );
}

/** The texts of a tenant's own `locales/<language>.json` by dotted key; empty when it has none. */
function ownTexts(folder: StudioFolder, code: string, language: string): Record<string, string> {
  const text = readTenantSources(folder.tenantsDir).files[code]?.[`locales/${language}.json`];
  if (text === undefined) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return isPlainObject(parsed) ? flattenTexts(parsed) : {};
  } catch {
    return {};
  }
}

/**
 * The tenants whose own dictionary of `language` holds interface texts, fullest first: where a
 * tenant that starts offering a language without a bundled dictionary can start its own.
 */
export function dictionarySources(folder: StudioFolder, language: string): DictionarySource[] {
  if (!needsOwnDictionary(language)) return [];
  const wanted = Object.keys(interfaceTexts(folder));
  return listTenants(folder)
    .map(({ code, displayName }) => {
      const texts = ownTexts(folder, code, language);
      const held = wanted.filter((key) => texts[key] !== undefined).length;
      return { code, displayName, texts: held, complete: held === wanted.length };
    })
    .filter((source) => source.texts > 0)
    .sort((a, b) => b.texts - a.texts || (a.code < b.code ? -1 : 1));
}

/**
 * A new dictionary of `language` started from tenant `from`'s: its interface texts only. The
 * tenant's own texts (`tenant.*`: its brand, banners, copyright line) stay its own, so the new
 * tenant writes those itself. Undefined when `from` has no such dictionary.
 */
export function startedDictionary(
  folder: StudioFolder,
  language: string,
  from: string,
): Record<string, unknown> | undefined {
  if (!needsOwnDictionary(language) || from === DEFAULT_TENANT_FOLDER) return undefined;
  const texts = ownTexts(folder, from, language);
  const picked = Object.fromEntries(
    Object.keys(interfaceTexts(folder)).flatMap((key) => {
      const text = texts[key];
      return text === undefined ? [] : [[key, text] as const];
    }),
  );
  return Object.keys(picked).length === 0 ? undefined : nestTexts(picked);
}
