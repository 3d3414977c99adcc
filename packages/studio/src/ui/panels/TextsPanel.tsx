import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPlainObject } from '@wl/tenant-config';
import { fieldOfMessage } from '../store/message-fields.js';
import { useStudio } from '../store/studio-context.js';
import { flattenTexts, setText } from './locale-keys.js';

/** The tenant's enabled languages, from tenant.json. */
function enabledLanguages(tenant: unknown): string[] {
  const languages = isPlainObject(tenant) ? tenant.languages : undefined;
  const enabled = isPlainObject(languages) ? languages.enabled : undefined;
  return Array.isArray(enabled) ? enabled.filter((lng) => typeof lng === 'string') : [];
}

/** The tenant's texts: every key in every enabled language side by side, missing ones marked. */
export function TextsPanel() {
  const { t } = useTranslation();
  const files = useStudio((state) => state.files);
  const messages = useStudio((state) => state.messages);
  const edit = useStudio((state) => state.edit);
  const [newKey, setNewKey] = useState('tenant.');
  const [added, setAdded] = useState<string[]>([]);
  const languages = enabledLanguages(files['tenant.json']);
  const texts = Object.fromEntries(
    languages.map((lng) => [lng, flattenTexts(files[`locales/${lng}.json`])]),
  );
  const keys = [
    ...new Set([...Object.values(texts).flatMap((byKey) => Object.keys(byKey)), ...added]),
  ].sort();
  const messageAt = (lng: string, key: string) =>
    messages.find((message) => {
      const field = fieldOfMessage(message);
      return field.panel === 'texts' && field.language === lng && field.key === key;
    });
  const set = (lng: string, key: string, text: string) =>
    edit((draft) => {
      const file = `locales/${lng}.json`;
      if (!isPlainObject(draft[file])) draft[file] = {};
      setText(draft[file] as Record<string, unknown>, key, text);
    });
  return (
    <section aria-labelledby="texts-heading" className="flex flex-col gap-3">
      <h2 id="texts-heading" className="sr-only">
        {t('tabs.texts')}
      </h2>
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/.test(newKey)) setAdded([...added, newKey]);
        }}
      >
        <label className="form-control">
          <span className="label-text">{t('texts.newKey')}</span>
          <input
            className="input input-sm"
            value={newKey}
            onChange={(event) => setNewKey(event.target.value)}
          />
        </label>
        <button type="submit" className="btn btn-sm">
          {t('texts.add')}
        </button>
      </form>
      <div className="overflow-x-auto">
        <table className="table table-sm">
          <thead>
            <tr>
              <th scope="col">{t('texts.key')}</th>
              {languages.map((lng) => (
                <th key={lng} scope="col">
                  {lng}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <tr key={key}>
                <th scope="row" className="font-mono text-xs">
                  {key}
                </th>
                {languages.map((lng) => {
                  const value = texts[lng]?.[key];
                  const message = messageAt(lng, key);
                  const missing = value === undefined || value === '';
                  return (
                    <td key={lng}>
                      <input
                        className={`input input-sm w-full ${message ? 'input-error' : missing ? 'input-warning' : ''}`}
                        aria-label={t('texts.cell', { key, language: lng })}
                        aria-invalid={message !== undefined}
                        placeholder={missing ? t('texts.missing') : undefined}
                        value={value ?? ''}
                        onChange={(event) => set(lng, key, event.target.value)}
                      />
                      {message ? (
                        <p role="alert" className="text-error text-xs">
                          {message.message}
                        </p>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
