import type { KeyboardEvent } from 'react';

const FORM_FIELD =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  FORM_FIELD,
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** Controls inside `container` that Tab reaches, in order. */
function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
}

/**
 * Opens `dialog` as a modal and puts focus on its first form field (else the browser's choice,
 * its first control). The app may render hidden beside the server's first view until its page is
 * ready (packages/runtime/src/boot/first-view.ts): nothing there can take focus, so the dialog
 * opens once that is shown. Returns what stops the wait.
 */
export function showWhenVisible(dialog: HTMLDialogElement): () => void {
  const open = (): void => {
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>(FORM_FIELD)?.focus({ preventScroll: true });
  };
  const hiddenAncestor = dialog.closest<HTMLElement>('[hidden]');
  if (!hiddenAncestor) {
    open();
    return () => undefined;
  }
  const waiting = new MutationObserver(() => {
    if (hiddenAncestor.hidden) return;
    waiting.disconnect();
    open();
  });
  waiting.observe(hiddenAncestor, { attributes: true, attributeFilter: ['hidden'] });
  return () => waiting.disconnect();
}

/**
 * Tab past the last control goes back to the first, Shift+Tab before the first to the last, so
 * focus does not leave the dialog for the browser's own controls.
 */
export function keepTabInside(dialog: HTMLElement, event: KeyboardEvent): void {
  const list = tabbables(dialog);
  const first = list[0];
  const last = list[list.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
