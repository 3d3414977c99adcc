import { useState } from 'react';
import { launchLiveChat, useLaunchEnvironment, useTenant, type LiveChatHost } from '@wl/core';

/**
 * What a click on a host does (docs/product/games.md#live-streams): a visitor gets the login
 * modal, a trial account the register-first window; a member's chat view opens where the tenant opens launches. While it is asked
 * for, `pendingId` names the host; a failure only ends the wait.
 */
export function useOpenStream(): { open: (host: LiveChatHost) => void; pendingId: number | null } {
  const env = useLaunchEnvironment();
  const headerColor = useTenant().theme.colors.primary;
  const [pendingId, setPendingId] = useState<number | null>(null);

  const open = (host: LiveChatHost): void => {
    if (pendingId !== null) return;
    setPendingId(host.id);
    launchLiveChat(host, { ...env, headerColor: hexColour(headerColor) })
      .catch(() => undefined)
      .finally(() => setPendingId(null));
  };
  return { open, pendingId };
}

/** The chat page takes a hex header colour only. */
function hexColour(colour: string | undefined): string | undefined {
  return colour !== undefined && /^#?[0-9A-Fa-f]{3,8}$/.test(colour) ? colour : undefined;
}
