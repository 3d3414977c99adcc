import { useEffect } from 'react';
import { refreshMemberInfo } from '../account/member-info.js';
import { useMemberStore, type MemberInfo } from '../stores/member-store.js';
import { useSessionStore } from '../stores/session-store.js';

export interface MemberInfoState {
  /** The signed-in member's info; null for a visitor, until it loads, and while it fails. */
  info: MemberInfo | null;
  /**
   * Why the info could not be loaded (null unless the last load failed; kept during a retry until
   * it succeeds).
   */
  error: unknown;
  /** Asks for the info again. */
  retry: () => void;
}

const loadQuietly = () => {
  refreshMemberInfo().catch(() => undefined);
};

/**
 * The signed-in member's info with its failure and a retry. Loads it when a component using it
 * mounts while a session exists and the store has none and is not loading it (e.g. after a page
 * reload, or a screen opened after a failure); a failed load is not repeated by itself while the
 * component stays (`retry` asks again).
 */
export function useMemberInfoState(): MemberInfoState {
  const isLogin = useSessionStore((state) => state.isLogin);
  const info = useMemberStore((state) => state.info);
  const error = useMemberStore((state) => state.error);
  const missing = isLogin && info === null;
  useEffect(() => {
    // Read at run time: another component's effect in the same commit may have started the load.
    if (missing && useMemberStore.getState().status !== 'loading') loadQuietly();
  }, [missing]);
  return isLogin
    ? { info, error, retry: loadQuietly }
    : { info: null, error: null, retry: loadQuietly };
}

/**
 * The signed-in member's info (null for a visitor, and until it loads). Loads it once when a
 * session exists and the store has none yet, e.g. after a page reload.
 */
export function useMemberInfo(): MemberInfo | null {
  return useMemberInfoState().info;
}
