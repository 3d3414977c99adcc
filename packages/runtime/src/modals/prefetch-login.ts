import { afterLoadIdle, setModalPrefetcher, useSessionStore, type ModalId } from '@wl/core';
import { MODAL_LOADERS } from '@wl/features';

function fetchModalChunk(id: ModalId): void {
  MODAL_LOADERS.get(id)?.().catch(() => undefined);
}

/**
 * Fetches the login window's chunk once the page has loaded and the browser is idle, for a visitor who is
 * not signed in, and lets what opens a modal (the header's "Log in" link on hover or focus) fetch
 * its chunk ahead, so the window opens at once when asked. docs/product/accounts.md#login-window
 */
export function prefetchLoginWhenIdle(): void {
  setModalPrefetcher(fetchModalChunk);
  const prefetch = (): void => {
    if (useSessionStore.getState().isLogin) return;
    fetchModalChunk('login');
  };
  afterLoadIdle(prefetch);
}
