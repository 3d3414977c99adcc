import { describe, expect, it } from 'vitest';
import { fieldOfMessage, settingsErrorSchema, fileErrorSchema } from './message-fields.js';

describe('messages mapped to fields', () => {
  it('maps a page pointer to its section and setting', () => {
    expect(
      fieldOfMessage({ file: 'pages/home.json', pointer: '/sections/hero-1/settings/align' }),
    ).toEqual({ panel: 'pages', file: 'pages/home.json', section: 'hero-1', settings: ['align'] });
    expect(fieldOfMessage({ file: 'pages/home.json', pointer: '/sections/x/type' })).toEqual({
      panel: 'pages',
      file: 'pages/home.json',
      section: 'x',
      settings: [],
    });
    expect(fieldOfMessage({ file: 'pages/home.json', pointer: '/order/3' })).toMatchObject({
      section: null,
    });
  });

  it('maps a layout pointer to its group and section, unescaping ~1 and ~0', () => {
    expect(
      fieldOfMessage({
        file: 'layout.json',
        pointer: '/footer/sections/foot/settings/links/0/href~1x~0y',
      }),
    ).toEqual({
      panel: 'pages',
      file: 'layout.json#footer',
      section: 'foot',
      settings: ['links', '0', 'href/x~y'],
    });
  });

  it('maps theme and locale pointers, and anything else to the save', () => {
    expect(fieldOfMessage({ file: 'theme.json', pointer: '/colors/primary' })).toEqual({
      panel: 'theme',
      field: 'colors.primary',
    });
    expect(fieldOfMessage({ file: 'locales/TH.json', pointer: '/tenant/hero/title' })).toEqual({
      panel: 'texts',
      language: 'TH',
      key: 'tenant.hero.title',
    });
    expect(fieldOfMessage({ file: 'tenant.json', pointer: '/languages/default' })).toEqual({
      panel: 'files',
      file: 'tenant.json',
      path: ['languages', 'default'],
    });
    expect(
      fieldOfMessage({
        file: 'forms/register.json',
        pointer: '/schema/properties/email/maxLength',
      }),
    ).toEqual({
      panel: 'files',
      file: 'forms/register.json',
      path: ['schema', 'properties', 'email', 'maxLength'],
    });
    expect(fieldOfMessage({ file: 'assets/logo.svg', pointer: '' })).toEqual({ panel: 'other' });
  });

  it("builds the settings form's error schema for one section only", () => {
    const messages = [
      { file: 'pages/home.json', pointer: '/sections/a/settings/limit', message: 'too big' },
      { file: 'pages/home.json', pointer: '/sections/a/settings/limit', message: 'not whole' },
      { file: 'pages/home.json', pointer: '/sections/a/settings', message: 'unknown key' },
      { file: 'pages/home.json', pointer: '/sections/b/settings/limit', message: 'other' },
      { file: 'pages/live.json', pointer: '/sections/a/settings/limit', message: 'other page' },
    ];
    expect(settingsErrorSchema(messages, 'pages/home.json', 'a')).toEqual({
      __errors: ['unknown key'],
      limit: { __errors: ['too big', 'not whole'] },
    });
  });

  it("builds a site file's form error schema from the messages at that file", () => {
    const messages = [
      { file: 'tenant.json', pointer: '/languages/default', message: 'not enabled' },
      { file: 'tenant.json', pointer: '', message: 'missing merchantCode' },
      { file: 'menu.json', pointer: '/header/1', message: 'duplicate' },
    ];
    expect(fileErrorSchema(messages, 'tenant.json')).toEqual({
      __errors: ['missing merchantCode'],
      languages: { default: { __errors: ['not enabled'] } },
    });
    expect(fileErrorSchema(messages, 'menu.json')).toEqual({
      header: { 1: { __errors: ['duplicate'] } },
    });
  });
});
