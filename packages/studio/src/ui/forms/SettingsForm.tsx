import Form from '@rjsf/core';
import { englishStringTranslator, type ErrorSchema, type UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import Ajv2020 from 'ajv/dist/2020.js';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_BUTTONS, FORM_WORDS } from './form-buttons.js';
import { settingHelp } from './setting-help.js';
import { translatedTitles } from './setting-titles.js';

/** Widget schemas are JSON Schema 2020-12, as the tenant check reads them. */
const validator = customizeValidator({ AjvClass: Ajv2020 });

const UI_SCHEMA: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
const TEMPLATES = { ButtonTemplates: FORM_BUTTONS };

interface SettingsFormProps {
  /** Prefix of the form's field ids (unique on the page). */
  idPrefix: string;
  schema: Record<string, unknown>;
  settings: Record<string, unknown>;
  /** The check's messages at the settings, as rjsf's error schema. */
  errors: Record<string, unknown>;
  onChange: (settings: Record<string, unknown>) => void;
}

/**
 * A section's settings, as a form generated from its widget's schema (rjsf): each field labelled
 * by its setting's title, with the setting's description as its help.
 */
export function SettingsForm({ idPrefix, schema, settings, errors, onChange }: SettingsFormProps) {
  const { t, i18n } = useTranslation();
  // Each setting is labelled by its schema's title and helped by its description, in the studio's
  // language.
  const shown = useMemo(
    () =>
      translatedTitles(
        schema,
        (title) => t(`settingTitles.${title}`, { defaultValue: title }),
        (description) => settingHelp(i18n.language, description),
      ),
    [schema, t, i18n.language],
  );
  // rjsf reports the schema's defaults as a change when it mounts; only the operator's own changes
  // are edits (the site server fills defaults anyway).
  const touched = useRef(false);
  const touch = () => {
    touched.current = true;
  };
  return (
    <div
      onInputCapture={touch}
      onChangeCapture={touch}
      onClickCapture={touch}
      onKeyDownCapture={touch}
    >
      <Form<Record<string, unknown>>
        className="studio-settings"
        idPrefix={idPrefix}
        schema={shown}
        uiSchema={UI_SCHEMA}
        formData={settings}
        validator={validator}
        templates={TEMPLATES}
        translateString={(text, params) => {
          const key = FORM_WORDS[text];
          return key ? t(key) : englishStringTranslator(text, params);
        }}
        extraErrors={errors as ErrorSchema}
        showErrorList={false}
        noHtml5Validate
        onChange={(event) => {
          if (touched.current) onChange(event.formData ?? {});
        }}
      />
    </div>
  );
}
