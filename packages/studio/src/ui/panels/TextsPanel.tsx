import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPlainObject } from '@wl/tenant-config';
import { flattenTexts, setText } from '../../shared/locale-keys.js';
import type { InterfaceTexts } from '../../shared/studio-api.js';
import { fieldOfMessage } from '../store/message-fields.js';
import { useStudio } from '../store/studio-context.js';
import { DictionaryStarter } from './DictionaryStarter.js';
import {
  hasStartedDictionary,
  isBundled,
  textTable,
  type CellState,
  type TextsShown,
} from './text-table.js';

/** The tenant's enabled languages, from tenant.json. */
function enabledLanguages(tenant: unknown): string[] {
  const languages = isPlainObject(tenant) ? tenant.languages : undefined;
  const enabled = isPlainObject(languages) ? languages.enabled : undefined;
  return Array.isArray(enabled) ? enabled.filter((lng) => typeof lng === 'string') : [];
}

const CELL_CLASS: Record<CellState, string> = {
  written: '',
  bundled: '',
  missing: 'input-warning',
  untranslated: 'input-info',
};

/**
 * The tenant's texts: every key in every enabled language side by side, missing and untranslated
 * ones marked; a language without a bundled dictionary is offered a start from another tenant's.
 */
export function TextsPanel({
  english,
  neutral,
}: {
  english: InterfaceTexts;
  neutral: readonly string[];
}) {
  const { t } = useTranslation();
  const files = useStudio((state) => state.files);
  const messages = useStudio((state) => state.messages);
  const edit = useStudio((state) => state.edit);
  const [newKey, setNewKey] = useState('tenant.');
  const [added, setAdded] = useState<string[]>([]);
  const [shown, setShown] = useState<TextsShown>('tenant');
  const languages = useMemo(() => enabledLanguages(files['tenant.json']), [files]);
  const texts = useMemo(
    () =>
      Object.fromEntries(languages.map((lng) => [lng, flattenTexts(files[`locales/${lng}.json`])])),
    [files, languages],
  );
  const table = useMemo(
    () => textTable({ languages, texts, english, neutral, added, shown }),
    [languages, texts, english, neutral, added, shown],
  );
  const interfaceCount = Object.keys(english).length;
  const unstarted = languages.filter(
    (lng) => !isBundled(lng) && !hasStartedDictionary(texts[lng], english),
  );
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
      {unstarted.map((lng) => (
        <DictionaryStarter key={lng} language={lng} interfaceCount={interfaceCount} />
      ))}
      <ul aria-label={t('texts.status')} className="flex flex-wrap gap-2 text-sm">
        {languages.map((lng) => {
          const count = table.counts[lng] ?? { missing: 0, untranslated: 0 };
          return (
            <li
              key={lng}
              className={`badge ${count.missing > 0 ? 'badge-warning' : count.untranslated > 0 ? 'badge-info' : 'badge-success'}`}
            >
              {count.missing === 0 && count.untranslated === 0
                ? t('texts.complete', { language: lng })
                : t('texts.toDo', {
                    language: lng,
                    missing: count.missing,
                    untranslated: count.untranslated,
                  })}
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-end gap-2">
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
        <label className="form-control ms-auto">
          <span className="label-text">{t('texts.show')}</span>
          <select
            className="select select-sm"
            value={shown}
            onChange={(event) => setShown(event.target.value as TextsShown)}
          >
            <option value="tenant">{t('texts.showTenant')}</option>
            <option value="all">{t('texts.showAll')}</option>
          </select>
        </label>
      </div>
      <div className="overflow-x-auto">
        <table className="table table-sm">
          <thead>
            <tr>
              <th scope="col" className="bg-base-100 sticky left-0 z-10">
                {t('texts.key')}
              </th>
              {languages.map((lng) => (
                <th key={lng} scope="col">
                  {lng}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map(({ key, cells }) => (
              <tr key={key}>
                <th scope="row" className="bg-base-100 sticky left-0 z-10 font-mono text-xs">
                  {key}
                </th>
                {languages.map((lng) => {
                  const cell = cells[lng] ?? { text: undefined, state: 'missing' as const };
                  const message = messageAt(lng, key);
                  const noteId = `note-${lng}-${key}`;
                  const placeholder =
                    cell.state === 'missing'
                      ? t('texts.missing')
                      : cell.state === 'bundled'
                        ? lng === 'EN'
                          ? english[key]
                          : t('texts.bundled')
                        : undefined;
                  return (
                    <td key={lng}>
                      <input
                        className={`input input-sm w-full min-w-44 ${message ? 'input-error' : CELL_CLASS[cell.state]}`}
                        aria-label={t('texts.cell', { key, language: lng })}
                        aria-invalid={message !== undefined}
                        aria-describedby={cell.state === 'untranslated' ? noteId : undefined}
                        placeholder={placeholder}
                        value={cell.text ?? ''}
                        onChange={(event) => set(lng, key, event.target.value)}
                      />
                      {cell.state === 'untranslated' ? (
                        <p id={noteId} className="text-info text-xs">
                          {t('texts.untranslated')}
                        </p>
                      ) : null}
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
