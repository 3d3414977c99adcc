import { describe, expect, it } from 'vitest';
import { applySchemaDefaults } from './apply-schema-defaults.js';

const schema = {
  type: 'object',
  properties: {
    sticky: { type: 'boolean', default: true },
    links: { type: 'array', default: [] },
    image: { type: 'string' },
  },
};

describe('applySchemaDefaults', () => {
  it('fills missing settings from the schema defaults and keeps the ones given', () => {
    expect(applySchemaDefaults(schema, undefined)).toEqual({ sticky: true, links: [] });
    expect(applySchemaDefaults(schema, { sticky: false, image: 'a.png' })).toEqual({
      sticky: false,
      links: [],
      image: 'a.png',
    });
  });

  it('gives every section its own copy of an object default', () => {
    const first = applySchemaDefaults(schema, {});
    (first.links as unknown[]).push('x');
    expect(applySchemaDefaults(schema, {}).links).toEqual([]);
  });
});
