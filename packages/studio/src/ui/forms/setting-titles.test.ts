import { loadAllWidgetSchemas } from '@wl/features';
import { describe, expect, it } from 'vitest';
import { STUDIO_LANGUAGES } from '../i18n.js';
import { settingHelp } from './setting-help.js';
import { settingDescriptions, settingTitles, translatedTitles } from './setting-titles.js';

const header = {
  title: 'Header',
  properties: {
    sticky: { title: 'Stays at the top', type: 'boolean', default: true },
    blocks: { title: 'Blocks', type: 'array', items: { $ref: '#/$defs/block' } },
  },
  $defs: {
    block: {
      title: 'HeaderBlock',
      properties: { type: { title: 'Block', enum: ['logo', 'navigation'] } },
    },
  },
};

describe('setting titles in the settings form', () => {
  it("labels each setting by its translated title and drops item schemas' type names", () => {
    const shown = translatedTitles(header, (title) => `«${title}»`);
    expect(shown).toEqual({
      properties: {
        sticky: { title: '«Stays at the top»', type: 'boolean', default: true },
        blocks: { title: '«Blocks»', type: 'array', items: { $ref: '#/$defs/block' } },
      },
      $defs: {
        block: { properties: { type: { title: '«Block»', enum: ['logo', 'navigation'] } } },
      },
    });
    expect(settingTitles(header)).toEqual(['Stays at the top', 'Blocks', 'Block']);
  });

  it("has every widget setting's title in each of the studio's languages", async () => {
    const titles = new Set(
      Object.values(await loadAllWidgetSchemas()).flatMap((schema) =>
        settingTitles(schema as Record<string, unknown>),
      ),
    );
    expect(titles.size).toBeGreaterThan(30);
    for (const [language, texts] of Object.entries(STUDIO_LANGUAGES)) {
      const known = texts.settingTitles as Record<string, string>;
      const missing = [...titles].filter((title) => !known[title]);
      expect(missing, language).toEqual([]);
    }
  });

  it("has every widget setting's help text in each of the studio's languages but English, its own", async () => {
    const descriptions = new Set(
      Object.values(await loadAllWidgetSchemas()).flatMap((schema) =>
        settingDescriptions(schema as Record<string, unknown>),
      ),
    );
    expect(descriptions.size).toBeGreaterThan(30);
    for (const language of Object.keys(STUDIO_LANGUAGES).filter((lng) => lng !== 'EN')) {
      const missing = [...descriptions].filter(
        (description) => settingHelp(language, description) === description,
      );
      expect(missing, language).toEqual([]);
    }
    expect(settingHelp('VI', 'Translation key of the heading.')).toBe('Khóa dịch của tiêu đề.');
    expect(settingHelp('EN', 'Translation key of the heading.')).toBe(
      'Translation key of the heading.',
    );
  });

  it("shows a list's item description once, with the list's own help, translated", () => {
    const blocks = {
      properties: {
        blocks: { title: 'Blocks', description: 'In order.', items: { $ref: '#/$defs/block' } },
        hosts: { title: 'Hosts', type: 'array', items: { type: 'string', description: 'A host.' } },
      },
      $defs: { block: { title: 'HeaderBlock', description: 'logo: the logo.', type: 'object' } },
    };
    expect(
      translatedTitles(
        blocks,
        (title) => title,
        (text) => `«${text}»`,
      ),
    ).toEqual({
      properties: {
        blocks: {
          title: 'Blocks',
          description: '«In order.» «logo: the logo.»',
          items: { $ref: '#/$defs/block' },
        },
        hosts: {
          title: 'Hosts',
          type: 'array',
          description: '«A host.»',
          items: { type: 'string' },
        },
      },
      $defs: { block: { type: 'object' } },
    });
    expect(settingDescriptions(blocks)).toEqual(['In order.', 'logo: the logo.', 'A host.']);
  });

  it("translates the widget's own description, which heads its form", () => {
    const shown = translatedTitles(
      { title: 'Help', description: 'The help centre.', properties: {} },
      (title) => title,
      (description) => `«${description}»`,
    );
    expect(shown).toEqual({ description: '«The help centre.»', properties: {} });
  });

  it('translates help texts in the form, not item schemas', () => {
    const shown = translatedTitles(
      { properties: { sticky: { title: 'Sticky', description: 'Keep it.' } } },
      (title) => title,
      (description) => `«${description}»`,
    );
    expect(shown).toEqual({
      properties: { sticky: { title: 'Sticky', description: '«Keep it.»' } },
    });
  });
});
