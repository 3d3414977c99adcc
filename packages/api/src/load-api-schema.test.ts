import { describe, expect, it } from 'vitest';
import { loadApiSchema, readEndpointFiles } from './node/index.js';

describe('loadApiSchema', () => {
  const endpoints = loadApiSchema();

  it('reads every endpoint file but not the format or the shared shapes', () => {
    const files = new Set(endpoints.map((e) => e.file));
    expect(files.has('https://schemas.wl.local/api/system.json')).toBe(true);
    expect([...files].some((f) => f.endsWith('common.json') || f.endsWith('api.schema.json'))).toBe(
      false,
    );
    const declared = readEndpointFiles().reduce(
      (n, f) => n + (f.json.endpoints as unknown[]).length,
      0,
    );
    expect(endpoints).toHaveLength(declared);
  });

  it('points file and index back at the declaring entry', () => {
    const files = new Map(
      readEndpointFiles().map((f) => [f.json.$id, f.json.endpoints as { id: string }[]]),
    );
    for (const e of endpoints) expect(files.get(e.file)?.[e.index]?.id).toBe(e.id);
  });

  it('defaults bodyEncoding to json and keeps form where declared', () => {
    expect(endpoints.find((e) => e.id === 'session.login')?.bodyEncoding).toBe('json');
    expect(endpoints.find((e) => e.id === 'member.passwordEmail')?.bodyEncoding).toBe('form');
    expect(endpoints.filter((e) => e.bodyEncoding === 'form').map((e) => e.id)).toEqual([
      'member.passwordEmail',
    ]);
  });
});
