import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BUNDLED_LANGUAGES,
  LANGUAGE_CODES,
  NAV_ITEMS,
  PATTERN_IDS,
  type LocaleDictionary,
} from '@wl/tenant-config';
import { SERVER_MESSAGE_KEYS } from '../api/server-message-keys.js';
import { LOCALES_DIR, bundledDictionary } from '../testing/bundled-dictionaries.js';

function flatten(dictionary: LocaleDictionary, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(dictionary)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
  }
  return entries;
}

const dictionaries = BUNDLED_LANGUAGES.map((lng) => ({
  lng,
  entries: flatten(bundledDictionary(lng)),
}));
const reference = dictionaries.find((d) => d.lng === 'EN')!.entries;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const PACKAGES_DIR = resolve(LOCALES_DIR, '../..');
const SCANNED = ['core/src', 'widgets/src', 'runtime/src'];

function sourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Literal keys in t('…'), i18nKey="…", i18nKey={'…'} and i18nKey: '…'. */
function usedKeys(): Map<string, string> {
  const used = new Map<string, string>();
  const patterns = [/\bt\(\s*(['"`])([\w.-]+)\1/g, /\bi18nKey(?:=\{?|:)\s*(['"`])([\w.-]+)\1/g];
  for (const dir of SCANNED) {
    for (const file of sourceFiles(join(PACKAGES_DIR, dir))) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of patterns) {
        for (const match of text.matchAll(pattern))
          used.set(match[2]!, file.slice(PACKAGES_DIR.length + 1));
      }
    }
  }
  return used;
}

describe('bundled dictionaries', () => {
  it.each(dictionaries.map((d) => [d.lng, d.entries] as const))(
    '%s has exactly the English key set',
    (_lng, entries) => {
      expect([...entries.keys()].sort()).toEqual([...reference.keys()].sort());
    },
  );

  it.each(dictionaries.map((d) => [d.lng, d.entries] as const))(
    '%s has no empty text',
    (_lng, entries) => {
      const empty = [...entries].filter(([, text]) => text.trim() === '').map(([key]) => key);
      expect(empty).toEqual([]);
    },
  );

  it.each(dictionaries.map((d) => [d.lng, d.entries] as const))(
    '%s uses the same {{placeholders}} as English',
    (_lng, entries) => {
      const mismatched = [...reference]
        .filter(
          ([key, text]) =>
            placeholders(entries.get(key) ?? '').join() !== placeholders(text).join(),
        )
        .map(([key]) => key);
      expect(mismatched).toEqual([]);
    },
  );

  it('names every nav item, every language (in its own script) and every described pattern', () => {
    const expected = [
      ...NAV_ITEMS.map((item) => `nav.${item}`),
      ...LANGUAGE_CODES.map((code) => `languages.${code}`),
      ...PATTERN_IDS.filter((id) => id !== '*').map((id) => `validation.pattern.${id}`),
      ...Object.values(SERVER_MESSAGE_KEYS),
    ];
    expect(expected.filter((key) => !reference.has(key))).toEqual([]);
    expect(reference.get('languages.TW')).toBe('繁體中文');
  });

  it('every key used in core, widgets and runtime sources exists', () => {
    const used = usedKeys();
    expect(used.has('errors.network')).toBe(true);
    const missing = [...used]
      .filter(([key]) => !reference.has(key))
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });
});
