import { afterLoadIdle, setModalPrefetcher, useSessionStore, type ModalId } from '@wl/core';

/** The modals' chunk loaders, by id (`MODAL_LOADERS` of `@wl/features`). */
type ModalLoaders = ReadonlyMap<ModalId, () => Promise<unknown>>;

/**
 * Fetches the login window's chunk once the page has loaded and the browser is idle, for a visitor who is
 * not signed in, and lets what opens a modal (the header's "Log in" link on hover or focus) fetch
 * its chunk ahead, so the window opens at once when asked. docs/product/accounts.md#login-window
 */
export function prefetchLoginWhenIdle(loaders: ModalLoaders): void {
  const fetchModalChunk = (id: ModalId): void => {
    loaders
      .get(id)?.()
      .catch(() => undefined);
  };
  setModalPrefetcher(fetchModalChunk);
  const prefetch = (): void => {
    if (useSessionStore.getState().isLogin) return;
    fetchModalChunk('login');
  };
  afterLoadIdle(prefetch);
}
