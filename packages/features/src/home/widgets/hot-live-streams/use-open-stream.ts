import { useState } from 'react';
import {
  launchLiveChat,
  readSessionToken,
  useCurrentLanguage,
  useModalStore,
  useSessionStore,
  useTenant,
  type LiveModel,
} from '@wl/core';
import { isExternalHref } from '@wl/paths';

/**
 * What a click on a host does (docs/product/games.md#live-streams): a visitor gets the login
 * modal; a member with a token gets the host's chat view in a new window. While it is asked for,
 * `pendingId` names the host; a failure only ends the wait.
 */
export function useOpenStream(): { open: (model: LiveModel) => void; pendingId: number | null } {
  const isLogin = useSessionStore((state) => state.isLogin);
  const language = useCurrentLanguage();
  const headerColor = useTenant().theme.colors.primary;
  const [pendingId, setPendingId] = useState<number | null>(null);

  const open = (model: LiveModel): void => {
    if (!isLogin || readSessionToken() === null) {
      useModalStore.getState().open('login');
      return;
    }
    if (pendingId !== null) return;
    setPendingId(model.id);
    launchLiveChat(model, { language, headerColor })
      .then((chatUrl) => {
        if (isExternalHref(chatUrl)) window.open(chatUrl, '_blank', 'noopener,noreferrer');
      })
      .catch(() => undefined)
      .finally(() => setPendingId(null));
  };
  return { open, pendingId };
}
