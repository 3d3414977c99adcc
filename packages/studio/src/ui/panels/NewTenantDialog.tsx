import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES } from '@wl/tenant-config';
import { studioApi } from '../api.js';

interface NewTenantDialogProps {
  onClose: (code: string | null) => void;
}

/** A new tenant by the steps of `pnpm tenant:new`: code, name, language. */
export function NewTenantDialog({ onClose }: NewTenantDialogProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [language, setLanguage] = useState('EN');
  const [problems, setProblems] = useState<string[]>([]);
  useEffect(() => dialog.current?.showModal(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await studioApi.create({ code, name, language });
    if (result.ok) onClose(code);
    else setProblems(result.lines);
  };

  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby="new-heading"
      onClose={() => onClose(null)}
    >
      <form className="modal-box flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
        <h2 id="new-heading" className="text-lg font-bold">
          {t('newTenant.title')}
        </h2>
        <label className="form-control">
          <span className="label-text">{t('newTenant.code')}</span>
          <input
            className="input"
            required
            value={code}
            pattern="[a-z][a-z0-9\-]{1,30}"
            title={t('newTenant.codeRule')}
            aria-describedby="new-code-rule"
            onChange={(event) => setCode(event.target.value)}
          />
          <span id="new-code-rule" className="block text-xs">
            {t('newTenant.codeRule')}
          </span>
        </label>
        <label className="form-control">
          <span className="label-text">{t('newTenant.name')}</span>
          <input className="input" value={name} onChange={(event) => setName(event.target.value)} />
        </label>
        <label className="form-control">
          <span className="label-text">{t('newTenant.language')}</span>
          <select
            className="select"
            value={language}
            onChange={(event) => setLanguage(event.target.value)}
          >
            {LANGUAGE_CODES.map((lng) => (
              <option key={lng}>{lng}</option>
            ))}
          </select>
        </label>
        {problems.length > 0 ? (
          <div role="alert" className="alert alert-error whitespace-pre-wrap">
            {problems.join('\n')}
          </div>
        ) : null}
        <div className="modal-action">
          <button type="button" className="btn" onClick={() => dialog.current?.close()}>
            {t('save.cancel')}
          </button>
          <button type="submit" className="btn btn-primary">
            {t('newTenant.create')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
