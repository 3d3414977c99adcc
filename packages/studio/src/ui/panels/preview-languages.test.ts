import { describe, expect, it } from 'vitest';
import { previewLanguages } from './preview-languages.js';

describe('the preview languages', () => {
  it("are the draft's enabled languages, in its order", () => {
    const files = { 'tenant.json': { languages: { default: 'EN', enabled: ['EN', 'TH', 'CN'] } } };
    expect(previewLanguages(files)).toEqual(['EN', 'TH', 'CN']);
  });

  it('are none but the default while tenant.json names none', () => {
    expect(previewLanguages({})).toEqual([]);
    expect(previewLanguages({ 'tenant.json': { languages: { enabled: 'EN' } } })).toEqual([]);
  });
});
