import { afterFirstInput, setModalPrefetcher, useSessionStore, type ModalId } from '@wl/core';

/** The modals' chunk loaders, by id (`MODAL_LOADERS` of `@wl/features`). */
type ModalLoaders = ReadonlyMap<ModalId, () => Promise<unknown>>;

/**
 * Fetches the login window's chunk, for a visitor who is not signed in, once they have started to
 * use the page (a touch, a key, the pointer moving) and the browser is idle, and lets what opens a
 * modal (the header's "Log in" link on hover or focus) fetch its chunk ahead, so the window opens
 * at once when asked. Not at start-up: evaluating the window's code is work the page's start does
 * not need. docs/product/accounts.md#login-window
 */
export function prefetchLoginWhenUsed(loaders: ModalLoaders): void {
  const fetchModalChunk = (id: ModalId): void => {
    loaders
      .get(id)?.()
      .catch(() => undefined);
  };
  setModalPrefetcher(fetchModalChunk);
  afterFirstInput(() => {
    if (!useSessionStore.getState().isLogin) fetchModalChunk('login');
  });
}
