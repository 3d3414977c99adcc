import { describe, expect, it } from 'vitest';
import {
  DAISY_THEMES,
  ENCRYPTION_MODES,
  LANGUAGE_CODES,
  MODULE_IDS,
  NAV_ITEMS,
} from '../constants.js';
import { isPlainObject } from '../deep-merge.js';
import { TENANT_SCHEMAS, tenantValidators } from './tenant-schemas.js';

/** Every subschema found under a `properties` keyword, with its path. */
function properties(node: unknown, path = '#'): [string, Record<string, unknown>][] {
  if (Array.isArray(node))
    return node.flatMap((item, index) => properties(item, `${path}/${index}`));
  if (!isPlainObject(node)) return [];
  const found: [string, Record<string, unknown>][] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && isPlainObject(value)) {
      for (const [name, schema] of Object.entries(value)) {
        if (isPlainObject(schema)) found.push([`${path}/properties/${name}`, schema]);
      }
    }
    found.push(...properties(value, `${path}/${key}`));
  }
  return found;
}

function at(schema: Record<string, unknown>, ...path: string[]): unknown {
  return path.reduce<unknown>((node, key) => (isPlainObject(node) ? node[key] : undefined), schema);
}

describe('schemas/tenant', () => {
  it('gives every schema its $id, a title and a description', () => {
    for (const [kind, schema] of Object.entries(TENANT_SCHEMAS)) {
      const name = kind === 'register' ? 'register-form' : kind;
      expect(schema.$id).toBe(`https://schemas.wl.local/tenant/${name}.schema.json`);
      expect(schema.title, kind).toEqual(expect.any(String));
      expect(schema.description, kind).toEqual(expect.any(String));
    }
  });

  it('gives every property a title and a description', () => {
    const missing = Object.entries(TENANT_SCHEMAS).flatMap(([kind, schema]) =>
      properties(schema)
        .filter(
          ([, property]) =>
            typeof property.title !== 'string' || typeof property.description !== 'string',
        )
        .map(([path]) => `${kind}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('takes its language and encryption enums from the constants other packages code against', () => {
    const { tenant } = TENANT_SCHEMAS;
    expect(at(tenant, 'properties', 'languages', 'properties', 'default', 'enum')).toEqual(
      LANGUAGE_CODES,
    );
    expect(at(tenant, 'properties', 'languages', 'properties', 'enabled', 'items', 'enum')).toEqual(
      LANGUAGE_CODES,
    );
    expect(at(tenant, 'properties', 'api', 'properties', 'encryption', 'enum')).toEqual(
      ENCRYPTION_MODES,
    );
  });

  it('accepts every module, theme and navigation item the product knows, and nothing else', () => {
    const { tenant, theme, menu } = tenantValidators();
    const modules = (value: Record<string, boolean>) => ({
      merchantCode: 'ALPHA',
      displayName: 'Alpha',
      hostnames: [],
      languages: { default: 'VI', enabled: ['VI'] },
      modules: value,
      customerService: { url: '/help' },
      appDownload: {},
      api: { upstream: null, encryption: 'none' },
      money: { currency: 'VND' },
    });
    const allOn = Object.fromEntries(MODULE_IDS.map((id) => [id, true]));
    expect(tenant(modules(allOn))).toBe(true);
    expect(tenant(modules({ ...allOn, VIP3: true }))).toBe(false);

    const themed = (daisyTheme: string) => ({ daisyTheme, colors: {}, logo: 'logo.svg' });
    for (const name of DAISY_THEMES) expect(theme(themed(name)), name).toBe(true);
    expect(theme(themed('neon'))).toBe(false);

    expect(menu({ header: [...NAV_ITEMS] })).toBe(true);
    expect(menu({ header: ['HOME', 'CASINO'] })).toBe(false);
  });

  it('compiles in strict mode', () => {
    expect(() => tenantValidators()).not.toThrow();
  });
});
