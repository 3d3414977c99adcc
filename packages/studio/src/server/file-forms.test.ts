import { readFileSync } from 'node:fs';
import { customizeValidator } from '@rjsf/validator-ajv8';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { REGISTER_FIELDS } from '@wl/tenant-config';
import { STUDIO_LANGUAGES } from '../ui/i18n.js';
import { settingHelp } from '../ui/forms/setting-help.js';
import { settingDescriptions, settingTitles } from '../ui/forms/setting-titles.js';
import { fileForms } from './file-forms.js';

const validator = customizeValidator({ AjvClass: Ajv2020 });

describe("the site files' forms", () => {
  it('come from schemas/tenant with the module list written in and no editor hint', () => {
    const forms = fileForms();
    const tenant = forms['tenant.json'] as {
      properties: Record<string, { title?: string; properties?: Record<string, unknown> }>;
    };
    expect(tenant.properties.$schema).toBeUndefined();
    expect(tenant.properties.displayName?.title).toBe('Display name');
    expect(Object.keys(tenant.properties.modules?.properties ?? {})).toContain('CBS3');
    // A module no file names is on, and its box shows it.
    expect(tenant.properties.modules?.properties?.CBS3).toMatchObject({ default: true });
    expect(JSON.stringify(forms)).not.toMatch(/"\$ref":"modules|"x-expected"/);
  });

  it("validate the site's files in the form as the check does", () => {
    const forms = fileForms();
    expect(validator.isValid(forms['menu.json'], { header: ['HOME', 'LIVE'] }, {})).toBe(true);
    expect(validator.isValid(forms['menu.json'], { header: ['HOME', 'CASINO'] }, {})).toBe(false);
    const { $schema: _hint, ...base } = JSON.parse(
      readFileSync(new URL('../../../../tenants/_default/tenant.json', import.meta.url), 'utf8'),
    ) as Record<string, unknown>;
    expect(validator.validateFormData(base, forms['tenant.json']).errors).toEqual([]);
    const wrong = { ...base, languages: { default: 'EN', enabled: ['XX'] } };
    expect(validator.validateFormData(wrong, forms['tenant.json']).errors).not.toEqual([]);
  });

  it("have their fields' titles in each of the studio's languages (module ids and field names are names)", () => {
    const forms = fileForms();
    const modules = Object.keys(
      (forms['tenant.json'] as { properties: { modules: { properties: object } } }).properties
        .modules.properties,
    );
    const titles = Object.values(forms)
      .flatMap((schema) => settingTitles(schema))
      .filter(
        (title) =>
          !modules.includes(title) && !(REGISTER_FIELDS as readonly string[]).includes(title),
      );
    expect(titles).toEqual(expect.arrayContaining(['Payload encryption', 'Pattern kind']));
    for (const [language, texts] of Object.entries(STUDIO_LANGUAGES)) {
      const known = texts.settingTitles as Record<string, string>;
      expect(
        titles.filter((title) => !known[title]),
        language,
      ).toEqual([]);
    }
  });

  it("give the register form one entry per registration field and validate _default's rules", () => {
    const form = fileForms()['forms/register.json'] as {
      properties: {
        schema: { properties: { properties: { properties: Record<string, unknown> } } };
      };
    };
    const fields = form.properties.schema.properties.properties.properties;
    expect(Object.keys(fields)).toEqual([...REGISTER_FIELDS]);
    expect(JSON.stringify(form)).not.toContain('uiSchema');
    const { $schema: _hint, ...base } = JSON.parse(
      readFileSync(
        new URL('../../../../tenants/_default/forms/register.json', import.meta.url),
        'utf8',
      ),
    ) as { $schema: string; schema: { properties: Record<string, Record<string, unknown>> } };
    const form_ = fileForms()['forms/register.json'];
    expect(validator.validateFormData(base, form_).errors).toEqual([]);
    const wrong = structuredClone(base);
    wrong.schema.properties.username = {
      ...wrong.schema.properties.username,
      'x-patternId': 'nope',
    };
    expect(validator.validateFormData(wrong, form_).errors).not.toEqual([]);
  });

  it("have their fields' help texts in each of the studio's languages but English (modules' are their features')", () => {
    const forms = fileForms();
    const tenant = forms['tenant.json'] as {
      properties: { modules: { properties: Record<string, { description?: string }> } };
    };
    const modules = Object.values(tenant.properties.modules.properties).map(
      (module) => module.description,
    );
    const descriptions = Object.values(forms)
      .flatMap((schema) => settingDescriptions(schema))
      .filter((description) => !modules.includes(description));
    expect(descriptions.length).toBeGreaterThan(40);
    for (const language of Object.keys(STUDIO_LANGUAGES).filter((lng) => lng !== 'EN')) {
      expect(
        descriptions.filter((description) => settingHelp(language, description) === description),
        language,
      ).toEqual([]);
    }
  });
});
