import { describe, expect, it } from 'vitest';
import { flattenTexts, setText } from './locale-keys.js';

describe('locale keys', () => {
  it('flattens nested texts and sets one back', () => {
    const dictionary = { tenant: { hero: { title: 'Hi' }, banners: { '101': { cta: 'Go' } } } };
    expect(flattenTexts(dictionary)).toEqual({
      'tenant.hero.title': 'Hi',
      'tenant.banners.101.cta': 'Go',
    });
    setText(dictionary, 'tenant.hero.subtitle', 'Welcome');
    setText(dictionary, 'tenant.footer.copyright', '© Lotus');
    expect(flattenTexts(dictionary)).toMatchObject({
      'tenant.hero.subtitle': 'Welcome',
      'tenant.footer.copyright': '© Lotus',
    });
  });
});
