import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckAnswer } from '../../shared/studio-api.js';
import { studioApi } from '../api.js';
import { useStudio } from '../store/studio-context.js';

interface SaveDialogProps {
  onClose: (saved: boolean) => void;
}

/** The folder's diff before saving; the save itself, or the check's messages when it is refused. */
export function SaveDialog({ onClose }: SaveDialogProps) {
  const { t } = useTranslation();
  const code = useStudio((state) => state.code);
  const files = useStudio((state) => state.files);
  const setMessages = useStudio((state) => state.setMessages);
  const markSaved = useStudio((state) => state.markSaved);
  const [answer, setAnswer] = useState<CheckAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    dialog.current?.showModal();
    if (!code) return;
    void studioApi.check(code, files).then((result) => {
      setAnswer(result);
      setMessages(result.messages);
    });
  }, [code, files, setMessages]);

  const save = async () => {
    if (!code) return;
    setBusy(true);
    const result = await studioApi.save(code, files);
    setBusy(false);
    setAnswer(result);
    setMessages(result.messages);
    if (result.ok) {
      markSaved();
      onClose(true);
    }
  };

  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby="save-heading"
      onClose={() => onClose(false)}
    >
      <div className="modal-box max-w-4xl">
        <h2 id="save-heading" className="text-lg font-bold">
          {t('save.title', { code })}
        </h2>
        {answer === null ? <p>{t('save.checking')}</p> : null}
        {answer && answer.messages.length > 0 ? (
          <div role="alert" className="alert alert-error my-2 flex-col items-start">
            <p>{t('save.refused')}</p>
            <ul className="list-disc ps-5">
              {answer.messages.map((message) => (
                <li key={`${message.file}${message.pointer}${message.message}`}>
                  <code>
                    {message.file}
                    {message.pointer ? `#${message.pointer}` : ''}
                  </code>
                  : {message.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {answer && answer.changes.length === 0 ? <p>{t('save.nothing')}</p> : null}
        {answer?.changes.map((change) => (
          <details key={change.file} open className="my-2">
            <summary>
              {change.file} ({t(`save.${change.status}`)})
            </summary>
            <pre className="bg-base-200 overflow-x-auto p-2 text-xs" data-testid="diff">
              {change.patch}
            </pre>
          </details>
        ))}
        <div className="modal-action">
          <button type="button" className="btn" onClick={() => dialog.current?.close()}>
            {t('save.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!answer || !answer.ok || answer.changes.length === 0 || busy}
            onClick={() => void save()}
          >
            {t('save.confirm')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
