import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deepMerge, isPlainObject } from '@wl/tenant-config';
import type { DictionarySource } from '../../shared/studio-api.js';
import { studioApi } from '../api.js';
import { useStudio } from '../store/studio-context.js';

interface DictionaryStarterProps {
  /** An enabled language no bundled dictionary covers, whose dictionary is not started yet. */
  language: string;
  /** How many texts the interface has. */
  interfaceCount: number;
}

/**
 * Offers to start a language's dictionary from another tenant's (tenants/README.md#languages):
 * its interface texts go into the draft's `locales/<lng>.json` (texts the tenant already wrote
 * stay), as an edit that can be undone, checked and saved like any other.
 */
export function DictionaryStarter({ language, interfaceCount }: DictionaryStarterProps) {
  const { t } = useTranslation();
  const edit = useStudio((state) => state.edit);
  const written = useStudio((state) => state.files[`locales/${language}.json`]);
  const [sources, setSources] = useState<DictionarySource[] | null>(null);
  const [from, setFrom] = useState('');
  const [failure, setFailure] = useState('');
  useEffect(() => {
    void studioApi.dictionarySources(language).then((found) => {
      setSources(found);
      setFrom(found[0]?.code ?? '');
    });
  }, [language]);

  const start = async () => {
    try {
      const started = await studioApi.startedDictionary(language, from);
      const file = `locales/${language}.json`;
      const dictionary = deepMerge(started, isPlainObject(written) ? written : {});
      edit((draft) => {
        draft[file] = dictionary;
      });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  const headingId = `start-${language}`;
  return (
    <section aria-labelledby={headingId} className="alert alert-warning flex-col items-start">
      <h3 id={headingId} className="font-semibold">
        {t('texts.noDictionary', { language })}
      </h3>
      <p className="text-sm">{t('texts.noDictionaryWhy', { language, count: interfaceCount })}</p>
      {sources === null ? null : sources.length === 0 ? (
        <p className="text-sm">{t('texts.noSource', { language, count: interfaceCount })}</p>
      ) : (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void start();
          }}
        >
          <label className="form-control">
            <span className="label-text">{t('texts.startFrom', { language })}</span>
            <select
              className="select select-sm"
              value={from}
              onChange={(event) => setFrom(event.target.value)}
            >
              {sources.map((source) => (
                <option key={source.code} value={source.code}>
                  {t(source.complete ? 'texts.sourceComplete' : 'texts.sourcePartial', {
                    name: source.displayName,
                    code: source.code,
                    count: source.texts,
                  })}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn btn-sm">
            {t('texts.start', { language })}
          </button>
        </form>
      )}
      {failure ? (
        <p role="alert" className="text-error text-sm">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
