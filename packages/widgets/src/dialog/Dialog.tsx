import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useScrollLock } from './scroll-lock.js';
import { keepTabInside, showWhenVisible } from './dialog-focus.js';

interface DialogProps {
  /** The heading that names the dialog. */
  title: string;
  /**
   * Called when the visitor closes it (Escape, ✕, backdrop); the owner then stops rendering it.
   * Without it the dialog cannot be dismissed: no ✕, Escape and the backdrop do nothing (a step
   * the visitor must finish, e.g. a required password change, offers its own way out).
   */
  onClose?: () => void;
  /** `start`: a panel along the page's start edge at full height (a navigation drawer). */
  side?: 'start';
  children: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>` element (`showModal()`), styled by daisyUI's `modal`
 * classes and labelled by its title. The browser makes the page behind it inert and sends Escape
 * to the top dialog only; while open the page does not scroll (its position comes back on close),
 * focus starts in the first form field and Tab cycles inside, and on close focus goes back to the
 * control that opened it (docs/product/routes.md#modal-behaviour).
 */
export function Dialog({ title, onClose, side, children }: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useScrollLock();

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const stopWaiting = showWhenVisible(element);
    // The browser closes a dialog by itself on a repeated Escape; the owner still has to know,
    // and a dialog that cannot be dismissed opens again.
    const onNativeClose = (): void => {
      if (close.current) close.current();
      else if (element.isConnected && !element.open) element.showModal();
    };
    element.addEventListener('close', onNativeClose);
    return () => {
      stopWaiting();
      element.removeEventListener('close', onNativeClose);
      if (element.open) element.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>): void => {
    if (event.key === 'Tab' && !event.defaultPrevented) keepTabInside(event.currentTarget, event);
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      className={side === 'start' ? 'modal modal-start' : 'modal'}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Escape: the owner decides, so the dialog leaves the page with its state.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        close.current?.();
      }}
    >
      <div
        className={
          side === 'start'
            ? 'modal-box h-full max-h-none w-72 max-w-[85vw] rounded-none'
            : 'modal-box'
        }
      >
        {onClose && (
          <button
            type="button"
            className="btn btn-circle btn-ghost btn-sm absolute top-2 end-2"
            aria-label={t('common.close')}
            onClick={onClose}
          >
            <span aria-hidden="true">✕</span>
          </button>
        )}
        <h2 id={titleId} className="mb-4 text-lg font-bold">
          {title}
        </h2>
        {children}
      </div>
      {onClose && (
        <button
          type="button"
          className="modal-backdrop"
          tabIndex={-1}
          aria-hidden="true"
          onClick={onClose}
        />
      )}
    </dialog>
  );
}
