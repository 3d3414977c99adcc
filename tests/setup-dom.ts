import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// `findBy…` and `waitFor` wait for a state; a lazily loaded window can take more than the default
// second to arrive on a busy machine. A passing test waits no longer for it.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout: scrolling is a no-op (modals restore the scroll position on close).
window.scrollTo = () => undefined;

afterEach(async () => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  // Test files share one module graph per worker (no isolation, for speed): no store state may
  // outlive its test. Imported late so that a file replacing a module (vi.mock) sees its own.
  const { resetStores } = await import('@wl/core/testing');
  resetStores();
});

// jsdom has no modal dialogs: `showModal()` opens the dialog on top of the open ones, Escape sends
// `cancel` to the top one (which closes unless the event is cancelled), `close()` sends `close`.
// Opening focuses the first control inside, as browsers do.
const openModals: HTMLDialogElement[] = [];
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
  openModals.push(this);
  this.querySelector<HTMLElement>('button, input, select, textarea, a[href]')?.focus();
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (!this.hasAttribute('open')) return;
  this.removeAttribute('open');
  openModals.splice(openModals.indexOf(this), 1);
  this.dispatchEvent(new Event('close'));
};
document.addEventListener('keydown', (event) => {
  const top = openModals[openModals.length - 1];
  if (event.key !== 'Escape' || !top?.isConnected) return;
  if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
});
