import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ModalFrameProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A modal dialog over the page: title, close button, and a backdrop that closes it. */
export function ModalFrame({ title, onClose, children }: ModalFrameProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <div className="modal modal-open" role="presentation">
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="modal-box">
        <button
          type="button"
          className="btn btn-circle btn-ghost btn-sm absolute top-2 right-2"
          aria-label={t('common.close')}
          onClick={onClose}
        >
          <span aria-hidden="true">✕</span>
        </button>
        <h2 id={titleId} className="mb-4 text-lg font-bold">
          {title}
        </h2>
        {children}
      </div>
      <button
        type="button"
        className="modal-backdrop"
        tabIndex={-1}
        aria-hidden="true"
        onClick={onClose}
      />
    </div>
  );
}
