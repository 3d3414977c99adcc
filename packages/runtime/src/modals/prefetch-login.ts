import { useSessionStore } from '@wl/core';
import { MODAL_LOADERS } from '@wl/features';

/**
 * Fetches the login window's chunk once the browser is idle after start-up, for a visitor who is
 * not signed in, so the window opens at once when asked. docs/product/accounts.md#login-window
 */
export function prefetchLoginWhenIdle(): void {
  const prefetch = (): void => {
    if (useSessionStore.getState().isLogin) return;
    MODAL_LOADERS.get('login')?.().catch(() => undefined);
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(prefetch, { timeout: 3000 });
  else setTimeout(prefetch, 1500);
}
