import { afterLoadIdle, useSessionStore } from '@wl/core';
import { MODAL_LOADERS } from '@wl/features';

/**
 * Fetches the login window's chunk once the page has loaded and the browser is idle, for a visitor who is
 * not signed in, so the window opens at once when asked. docs/product/accounts.md#login-window
 */
export function prefetchLoginWhenIdle(): void {
  const prefetch = (): void => {
    if (useSessionStore.getState().isLogin) return;
    MODAL_LOADERS.get('login')?.().catch(() => undefined);
  };
  afterLoadIdle(prefetch);
}
