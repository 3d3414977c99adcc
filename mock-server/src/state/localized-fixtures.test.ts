import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BUNDLED_LANGUAGES } from '@wl/tenant-config';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIXTURES_DIR } from './load-fixtures.js';

/** Every fixture file, the demo tenants' overrides included. */
function fixtureFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return fixtureFiles(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

const isLocalized = (value: object): boolean =>
  'EN' in value &&
  Object.keys(value).every((k) => (BUNDLED_LANGUAGES as readonly string[]).includes(k));

/** JSON pointers of localized texts that miss a bundled language. */
function incomplete(value: unknown, pointer: string): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => incomplete(v, `${pointer}/${i}`));
  if (typeof value !== 'object' || value === null) return [];
  if (isLocalized(value)) {
    const texts = value as Record<string, unknown>;
    const blank = texts.EN === '';
    return BUNDLED_LANGUAGES.filter(
      (lng) => typeof texts[lng] !== 'string' || (!blank && texts[lng] === ''),
    ).map((lng) => `${pointer} ${lng}`);
  }
  return Object.entries(value).flatMap(([k, v]) => incomplete(v, `${pointer}/${k}`));
}

describe('mock fixtures', () => {
  it('give every localized text in each bundled language', () => {
    const missing = fixtureFiles(DEFAULT_FIXTURES_DIR).flatMap((file) =>
      incomplete(
        JSON.parse(readFileSync(file, 'utf8')),
        relative(DEFAULT_FIXTURES_DIR, file) + '#',
      ),
    );
    expect(missing).toEqual([]);
  });
});
