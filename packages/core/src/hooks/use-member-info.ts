import { useEffect } from 'react';
import { refreshMemberInfo } from '../account/member-info.js';
import { useMemberStore, type MemberInfo } from '../stores/member-store.js';
import { useSessionStore } from '../stores/session-store.js';

/**
 * The signed-in member's info (null for a visitor, and until it loads). Loads it once when a
 * session exists and the store has none yet, e.g. after a page reload.
 */
export function useMemberInfo(): MemberInfo | null {
  const isLogin = useSessionStore((state) => state.isLogin);
  const info = useMemberStore((state) => state.info);
  const missing = isLogin && info === null;
  useEffect(() => {
    if (missing) refreshMemberInfo().catch(() => undefined);
  }, [missing]);
  return isLogin ? info : null;
}
