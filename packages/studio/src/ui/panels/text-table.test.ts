import { describe, expect, it } from 'vitest';
import { textTable } from './text-table.js';

const english = { 'common.close': 'Close', 'common.open': 'Open', 'nav.home': 'Home' };

describe("the Texts tab's table", () => {
  it('lists the tenant texts, marks missing ones, and counts an unstarted dictionary as missing without listing it', () => {
    const table = textTable({
      languages: ['EN', 'TH'],
      texts: { EN: { 'tenant.hero.title': 'Welcome' }, TH: {} },
      english,
      added: [],
      shown: 'tenant',
    });
    expect(table.rows.map((row) => row.key)).toEqual(['tenant.hero.title']);
    expect(table.rows[0]?.cells).toEqual({
      EN: { text: 'Welcome', state: 'written' },
      TH: { text: undefined, state: 'missing' },
    });
    expect(table.counts).toEqual({
      EN: { missing: 0, untranslated: 0 },
      TH: { missing: 4, untranslated: 0 },
    });
  });

  it("lists a started dictionary's missing and untranslated interface texts, not the done ones", () => {
    const table = textTable({
      languages: ['EN', 'TH'],
      texts: { EN: {}, TH: { 'common.close': 'ปิด', 'common.open': 'Open', 'nav.ios': 'iOS' } },
      english: { ...english, 'nav.ios': 'iOS' },
      // A name that reads the same in every language is not untranslated.
      neutral: ['nav.ios'],
      added: [],
      shown: 'tenant',
    });
    expect(table.rows.map((row) => [row.key, row.cells.EN?.state, row.cells.TH?.state])).toEqual([
      ['common.open', 'bundled', 'untranslated'],
      ['nav.home', 'bundled', 'missing'],
    ]);
    expect(table.counts.TH).toEqual({ missing: 1, untranslated: 1 });
    expect(table.counts.EN).toEqual({ missing: 0, untranslated: 0 });
  });

  it('shows every text on demand, the tenant texts first, and keeps a key just added', () => {
    const table = textTable({
      languages: ['VI'],
      texts: { VI: { 'tenant.footer.copyright': '© Sen' } },
      english,
      added: ['tenant.hero.title'],
      shown: 'all',
    });
    expect(table.rows.map((row) => row.key)).toEqual([
      'tenant.footer.copyright',
      'tenant.hero.title',
      'common.close',
      'common.open',
      'nav.home',
    ]);
    expect(table.counts.VI).toEqual({ missing: 1, untranslated: 0 });
  });
});
