import { describe, expect, it } from 'vitest';
import type { StudioRefusal } from '../shared/studio-api.js';
import { refusalText } from './refusal-text.js';
import { initStudioI18n, STUDIO_LANGUAGES } from './i18n.js';

const REFUSALS: readonly StudioRefusal['refusal'][] = [
  'expectedFiles',
  'expectedUpload',
  'unknownTenant',
  'noDictionary',
];

describe("the studio server's refusals on the page", () => {
  it("reads in the studio's language, naming the tenant", async () => {
    const i18n = initStudioI18n('VI');
    expect(refusalText(JSON.stringify({ refusal: 'unknownTenant', code: 'orchid' }))).toBe(
      'Không có trang "orchid" trong thư mục tenants (có thể đã bị xóa); hãy tải lại xưởng.',
    );
    await i18n.changeLanguage('EN');
    expect(refusalText('{"refusal":"expectedFiles"}')).toMatch(/expected the tenant's files/);
    expect(refusalText('Service Unavailable')).toBeUndefined();
  });

  it('has every refusal in each language', () => {
    for (const [language, texts] of Object.entries(STUDIO_LANGUAGES)) {
      const refusals = (texts as { refusals?: Record<string, string> }).refusals ?? {};
      expect(
        REFUSALS.filter((key) => !refusals[key]),
        language,
      ).toEqual([]);
    }
  });
});
