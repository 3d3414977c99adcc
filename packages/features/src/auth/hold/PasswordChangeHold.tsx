import { useEffect } from 'react';
import { useModalStore, useSessionStore } from '@wl/core';

/**
 * While a sign-in must change its password (docs/product/accounts.md#password-change-first), the
 * change-password window stays open on every page, after a reload too: it cannot be dismissed,
 * and signing out is the only other way on.
 */
export default function PasswordChangeHold() {
  const reason = useSessionStore((state) => state.passwordChange);
  const open = useModalStore((state) => state.stack.some((m) => m.id === 'changePassword'));
  useEffect(() => {
    if (reason !== null && !open) useModalStore.getState().open('changePassword', { reason });
  }, [reason, open]);
  return null;
}
