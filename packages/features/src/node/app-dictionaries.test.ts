import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUNDLED_LANGUAGES, type LocaleDictionary } from '@wl/tenant-config';
import { ALL_FEATURES } from '../all-features.js';
import {
  appDictionary,
  dictionarySources,
  featureDictionary,
  featureLocalesPath,
  flattenDictionary,
  mergeDictionaries,
} from './app-dictionaries.js';

const FEATURES_DIR = dirname(dirname(fileURLToPath(import.meta.url)));

const featuresWithTexts = ALL_FEATURES.filter((feature) =>
  existsSync(featureLocalesPath(feature.id)),
);

function featureEntries(id: string, lng: (typeof BUNDLED_LANGUAGES)[number]) {
  return flattenDictionary(featureDictionary(id, lng) ?? {});
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("features' dictionaries", () => {
  it('live in one locales.json in the folder of a listed feature, one dictionary per language', () => {
    const ids = new Set(ALL_FEATURES.map((feature) => feature.id));
    const folders = readdirSync(FEATURES_DIR, { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    );
    const withTexts = folders
      .filter((entry) => existsSync(join(FEATURES_DIR, entry.name, 'locales.json')))
      .map((entry) => entry.name);
    expect(withTexts.filter((folder) => !ids.has(folder))).toEqual([]);
    expect(featuresWithTexts.map((feature) => feature.id)).toContain('status');
    const perLanguageFolders = folders
      .filter((entry) => existsSync(join(FEATURES_DIR, entry.name, 'locales')))
      .map((entry) => entry.name);
    expect(perLanguageFolders).toEqual([]);
    for (const id of withTexts) {
      const file = JSON.parse(readFileSync(featureLocalesPath(id), 'utf8')) as LocaleDictionary;
      expect(Object.keys(file)).toEqual(BUNDLED_LANGUAGES.map((lng) => lng.toLowerCase()));
    }
  });

  describe.each(featuresWithTexts.map((feature) => [feature.id] as const))('%s', (id) => {
    const reference = featureEntries(id, 'EN');

    it.each(BUNDLED_LANGUAGES.map((lng) => [lng] as const))(
      '%s has exactly the English keys, no empty text and the same {{placeholders}}',
      (lng) => {
        const entries = featureEntries(id, lng);
        expect([...entries.keys()].sort()).toEqual([...reference.keys()].sort());
        expect([...entries].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual(
          [],
        );
        const mismatched = [...reference]
          .filter(
            ([key, text]) =>
              placeholders(entries.get(key) ?? '').join() !== placeholders(text).join(),
          )
          .map(([key]) => key);
        expect(mismatched).toEqual([]);
      },
    );
  });

  it("every route title and every key a feature's sources use exists in the app dictionary", () => {
    const english = flattenDictionary(appDictionary('EN'));
    const used = new Map<string, string>();
    for (const route of ALL_FEATURES.flatMap((feature) => feature.routes))
      used.set(route.titleKey, `route ${route.name}`);
    for (const file of sourceFiles(FEATURES_DIR)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*(['"`])([\w.-]+)\1/g))
        used.set(match[2]!, file.slice(FEATURES_DIR.length + 1));
    }
    expect(used.has('status.blocked.title')).toBe(true);
    const missing = [...used]
      .filter(([key]) => !english.has(key))
      .map(([key, where]) => `${key} (${where})`);
    expect(missing).toEqual([]);
  });
});

describe('appDictionary', () => {
  it.each(BUNDLED_LANGUAGES.map((lng) => [lng] as const))(
    '%s holds the core texts and every feature text',
    (lng) => {
      const merged = flattenDictionary(appDictionary(lng));
      for (const { dictionary } of dictionarySources(lng)) {
        for (const [key, text] of flattenDictionary(dictionary)) expect(merged.get(key)).toBe(text);
      }
    },
  );

  it("takes a feature's texts from its own folder, not from the core dictionary", () => {
    const [core, ...features] = dictionarySources('EN');
    const coreKeys = flattenDictionary(core!.dictionary);
    expect(features.map((source) => source.owner)).toContain('feature status');
    expect(coreKeys.has('status.blocked.title')).toBe(false);
    expect(flattenDictionary(appDictionary('EN')).get('status.blocked.title')).toBe(
      'Access restricted',
    );
  });
});

describe('mergeDictionaries', () => {
  const core = {
    owner: 'core',
    dictionary: { common: { close: 'Close' }, modals: { notReady: 'Soon' } },
  };

  it('merges groups of texts shared between dictionaries', () => {
    expect(
      mergeDictionaries([
        core,
        { owner: 'feature auth', dictionary: { modals: { login: { title: 'Log in' } } } },
      ]),
    ).toEqual({
      common: { close: 'Close' },
      modals: { notReady: 'Soon', login: { title: 'Log in' } },
    });
  });

  it('throws when a feature redefines a core text', () => {
    expect(() =>
      mergeDictionaries([
        core,
        { owner: 'feature auth', dictionary: { common: { close: 'Shut' } } },
      ]),
    ).toThrow('feature auth redefines "common.close" (already "common.close" of core)');
  });

  it('throws when two features define the same text', () => {
    const sources = [
      core,
      { owner: 'feature member', dictionary: { sections: { home: 'Home' } } },
      { owner: 'feature home', dictionary: { sections: { home: 'Start' } } },
    ];
    expect(() => mergeDictionaries(sources)).toThrow(
      'feature home redefines "sections.home" (already "sections.home" of feature member)',
    );
  });

  it('throws when a text stands where another dictionary has a group of texts', () => {
    expect(() =>
      mergeDictionaries([core, { owner: 'feature status', dictionary: { modals: 'Windows' } }]),
    ).toThrow('feature status redefines "modals" (already "modals.notReady" of core)');
  });
});
