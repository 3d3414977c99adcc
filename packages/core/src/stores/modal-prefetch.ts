import type { ModalId } from './modal-store.js';

let fetchChunk: (id: ModalId) => void = () => undefined;

/**
 * Sets how a modal's code is fetched ahead of opening; the app shell, which knows every modal's
 * chunk, sets it at start-up. docs/product/accounts.md#login-window
 */
export function setModalPrefetcher(prefetcher: (id: ModalId) => void): void {
  fetchChunk = prefetcher;
}

/**
 * Fetches a modal's code before it is asked for (a hover or focus on what opens it), so it opens
 * at once on the click. Does nothing before the app shell set a prefetcher.
 */
export function prefetchModal(id: ModalId): void {
  fetchChunk(id);
}
