import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useScrollLock } from './scroll-lock.js';
import { useFocusTrap } from './use-focus-trap.js';

interface ModalFrameProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog over the page, labelled by its title, with a close button and a backdrop that
 * closes it. While open it locks page scrolling (the position comes back on close), keeps focus
 * inside and gives it back to the control that opened it, and Escape closes it; with modals
 * stacked, only the top one has focus, so Escape closes only that one
 * (docs/product/routes.md#modal-behaviour).
 */
export function ModalFrame({ title, onClose, children }: ModalFrameProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useScrollLock();
  useFocusTrap(dialog);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <div className="modal modal-open" role="presentation">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="modal-box outline-none"
        onKeyDown={onKeyDown}
      >
        <button
          type="button"
          className="btn btn-circle btn-ghost btn-sm absolute top-2 end-2"
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
