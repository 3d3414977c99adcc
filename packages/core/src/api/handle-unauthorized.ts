import { useModalStore } from '../stores/modal-store.js';
import { useSessionStore } from '../stores/session-store.js';

/** A dead token (HTTP 401): forget the session and ask the visitor to log in again. */
export function handleUnauthorized(): void {
  useSessionStore.getState().logout();
  useModalStore.getState().open('login');
}
